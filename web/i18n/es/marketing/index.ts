import type { NamespaceMarketingTranslation } from '../../i18n-types';

const es_marketing = {
  breadcrumb: 'Ruta de navegación',
  requestDemo: 'Solicitar una demostración',
  startTrial: 'Empezar la prueba gratuita',
  seePricing: 'Ver precios',
  contactUs: 'Contáctanos',
  liveBookingPage: 'Ver una página de reservas en vivo',
  trialNote: 'Prueba gratuita de {days} días, sin tarjeta de crédito y sin coste de configuración.',
  figuresLabel: 'Estadia en cifras',
  figures: {
    properties: { value: '+{count}', label: 'alojamientos usan Estadia' },
    countries: { value: '{count}', label: 'países con clientes de Estadia' },
    portals: { value: '+{count}', label: 'portales de reservas conectados' },
    revenue: { value: '+{count}%', label: 'de ingresos medios para nuestros clientes' },
    bookings: { value: 'hasta {count}%', label: 'más reservas directas' },
  },
} satisfies NamespaceMarketingTranslation;

export default es_marketing;
