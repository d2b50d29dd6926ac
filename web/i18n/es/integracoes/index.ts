import type { NamespaceIntegracoesTranslation } from '../../i18n-types';

const es_integracoes = {
  hero: {
    eyebrow: 'Integraciones',
    title: 'Conecta Estadia con todo lo que usa tu alojamiento',
    lead: 'Más de {portals} portales de reservas, medios de pago, cerraduras inteligentes, contabilidad y herramientas de marketing intercambiando datos con tu calendario, sin escribir nada dos veces.',
  },
  main: {
    title: 'Integraciones principales',
    lead: 'Los portales y buscadores de alojamiento que traen la mayor parte de las reservas.',
  },
  table: {
    title: 'Todas las integraciones por tipo',
    caption: 'Integraciones disponibles en Estadia, agrupadas por tipo',
    type: 'Tipo',
    integrations: 'Integraciones',
    purpose: 'Para qué sirve',
    trademarks: 'Los nombres citados son marcas de sus respectivos titulares y aparecen aquí solo para identificar las integraciones.',
  },
  types: {
    ota: { name: 'Portales de reservas (OTA)', purpose: 'Disponibilidad, tarifas y reservas sincronizadas en tiempo real por el channel manager.' },
    metasearch: { name: 'Metabuscadores', purpose: 'Muestran tu tarifa directa junto a los portales y llevan al huésped a tu motor de reservas.' },
    payments: { name: 'Pagos', purpose: 'Cobro con tarjeta, Pix, boleto, billeteras digitales y Bitcoin, con conciliación automática.' },
    communication: { name: 'Comunicación', purpose: 'Correos y mensajes automáticos para los huéspedes, con campañas para quienes ya se alojaron.' },
    revenue: { name: 'Gestión de ingresos', purpose: 'Sugerencias de precio según la demanda del mercado, aplicadas al calendario.' },
    locks: { name: 'Cerraduras inteligentes', purpose: 'Códigos de acceso generados para cada reserva y enviados al huésped.' },
    accounting: { name: 'Contabilidad y facturación', purpose: 'Ingresos, cobros y facturas enviados a tu sistema financiero.' },
    analytics: { name: 'Análisis y marketing', purpose: 'Medición de las visitas y las conversiones de tu motor de reservas.' },
    automation: { name: 'Automatización', purpose: 'Eventos de las reservas conectados con miles de aplicaciones, sin programar.' },
  },
  custom: {
    title: '¿Necesitas una integración a medida?',
    text: 'Con nuestra API abierta conectas sistemas propios y socios locales. Si lo prefieres, nuestro equipo evalúa y desarrolla la integración contigo.',
  },
} satisfies NamespaceIntegracoesTranslation;

export default es_integracoes;
