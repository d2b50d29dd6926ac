import type { NamespaceBookingWidgetTranslation } from '../../i18n-types';

const es_bookingWidget = {
  form: {
    heading: 'Reserva directa',
    checkIn: 'Llegada',
    checkOut: 'Salida',
    guests: 'Huéspedes',
    submit: 'Ver disponibilidad',
    newTab: '(se abre en una pestaña nueva)',
    frameTitle: 'Reserva directa',
    notFound: 'Este alojamiento no acepta reservas en este momento.',
  },
  snippet: {
    title: 'Widget de reservas para tu sitio web',
    help: 'Pega este código en tu sitio donde deba aparecer el formulario: muestra fechas y huéspedes con el color de tu marca y abre la página de reservas de este alojamiento con las fechas elegidas, en el idioma del huésped.',
    scriptLabel: 'Código del widget',
    iframeLabel: 'Alternativa con iframe (funciona sin JavaScript)',
    copy: 'Copiar código',
    copied: 'Código copiado.',
    copyFailed: 'No se pudo copiar: selecciona el texto y cópialo.',
  },
} satisfies NamespaceBookingWidgetTranslation;

export default es_bookingWidget;
