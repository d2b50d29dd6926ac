import type { NamespaceDemoPageTranslation } from '../../i18n-types';

const es_demoPage = {
  title: 'Mira Estadia en acción en 1 minuto',
  subtitle: 'Descubre cómo reunir reservas, canales y pagos en un solo panel, y cómo los anfitriones ahorran horas cada semana con las automatizaciones.',
  videoTitle: 'Vídeo de demostración de Estadia',
  play: 'Ver el vídeo de demostración, 1 min',
  duration: '1 min',
  consent: 'El vídeo se carga desde YouTube solo después de que hagas clic.',
  watchOnYoutube: 'Ver en YouTube',
  highlightsTitle: 'Lo que verás en el vídeo',
  highlights: {
    calendar: 'El calendario inteligente con todas las reservas, de todos los canales, en un solo lugar.',
    channels: 'El channel manager sincronizando disponibilidad y precios en tiempo real para evitar el overbooking.',
    engine: 'El motor de reservas directas, sin comisión, con pago con tarjeta, Pix o boleto.',
    automation: 'Las automatizaciones: correos de bienvenida, solicitudes de reseña y agenda de limpieza.',
  },
  ctaTitle: '¿Quieres verlo con los datos de tu alojamiento?',
  ctaText: 'Un especialista te muestra Estadia configurado para tu tipo de alojamiento y responde a tus dudas al momento.',
  whatsapp: 'Hablar con un Especialista por WhatsApp',
} satisfies NamespaceDemoPageTranslation;

export default es_demoPage;
