import type { NamespaceMotorTranslation } from '../../i18n-types';

const es_motor = {
  hero: {
    eyebrow: 'Motor de reservas',
    title: 'Reservas directas, sin comisión, con la imagen de tu marca',
    lead: 'Una página de reservas gratuita y personalizable para tu web, tus redes sociales o tu WhatsApp. El huésped reserva en pocos clics y tú te quedas con el importe completo.',
  },
  how: {
    title: 'Cómo reserva el huésped',
    steps: {
      dates: { title: 'Elige las fechas', text: 'Un calendario sencillo muestra al instante qué noches están libres.' },
      prices: { title: 'Ve disponibilidad y precios', text: 'El precio de cada noche aparece antes de cualquier compromiso, sin sorpresas.' },
      book: { title: 'Reserva con un clic', text: 'Sin registro obligatorio y sin formularios largos.' },
      confirm: { title: 'Paga y recibe la confirmación', text: 'Con el pago integrado, la reserva se confirma al momento y deja de estar a la venta en todos los canales.' },
    },
  },
  examples: {
    title: 'Ejemplos de páginas de reservas',
    lead: 'Cada ejemplo abre una página de reservas de demostración, en vivo. Elige las fechas, mira los precios y simula una reserva.',
    open: 'Abrir el ejemplo en vivo',
    openLabel: 'Abrir el ejemplo en vivo: {name}',
    perNight: '{price} por noche',
    address: 'tu-alojamiento.com',
    book: 'Reservar',
    items: {
      seaView: { title: 'Chalé con vistas al mar', text: 'Para quien vende la puesta de sol: fotos amplias, piscina y la playa a pocos minutos.', location: 'Cascais, Portugal' },
      luxury: { title: 'Chalé de lujo', text: 'Una página elegante para estancias de alto nivel, con chimenea y vistas a las montañas.', location: "Cortina d'Ampezzo, Italia" },
      family: { title: 'Chalé para familias', text: 'Espacio para seis huéspedes, niños bienvenidos y todas las normas de la casa a la vista.', location: 'Campos do Jordão, Brasil' },
    },
  },
  payment: {
    title: '¿Y a la hora de pagar?',
    text: 'El pago se hace en la misma página, con tarjeta, Pix o boleto, y la reserva se confirma en cuanto se aprueba el pago.',
    link: 'Ver un ejemplo de página de pago',
  },
  features: {
    title: 'Pensado para vender directo',
    items: {
      customize: { title: 'Personalizable', text: 'Colores, fuentes y logotipo de tu marca en cada detalle.' },
      widget: { title: 'Widget o enlace propio', text: 'Insértalo en tu web o comparte un enlace con el nombre de tu alojamiento.' },
      social: { title: 'Redes sociales y WhatsApp', text: 'Vende por Instagram, por Facebook o en una conversación, incluso sin web.' },
      noCommission: { title: 'Cero comisión', text: 'Cada reserva directa es tuya, sin intermediarios.' },
      sync: { title: 'Sincronizado con los portales', text: 'La disponibilidad es la misma que en el channel manager, en tiempo real.' },
      mobile: { title: 'Listo para el móvil', text: 'Rápido y fácil de usar en pantallas pequeñas, donde reserva la mayoría.' },
    },
  },
  cta: {
    title: 'Empieza a vender directo',
    text: 'La página de reservas viene incluida en todos los planes de Estadia.',
  },
} satisfies NamespaceMotorTranslation;

export default es_motor;
