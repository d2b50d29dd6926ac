import type { NamespaceExemploPagamentoTranslation } from '../../i18n-types';

const es_exemploPagamento = {
  hero: {
    eyebrow: 'Motor de reservas',
    title: 'Ejemplo de página de pago',
    lead: 'Mira lo que encuentra el huésped al finalizar una reserva directa: el resumen de la estancia, las formas de pago y la confirmación inmediata.',
  },
  figure: {
    caption: 'Ilustración de una página de pago del motor de reservas de Estadia, con valores de ejemplo.',
  },
  mock: {
    address: 'tu-alojamiento.com/pago',
    heading: 'Finaliza tu reserva',
    summary: 'Resumen de la reserva',
    property: 'Chalet Dolomitas',
    location: "Cortina d'Ampezzo, Italia",
    dates: 'Del 12 al 15 de marzo',
    guests: '{count} huéspedes',
    nightsLine: '{nights} noches × {price}',
    cleaningFee: 'Tarifa de limpieza',
    serviceFee: 'Tarifa de servicio',
    total: 'Total',
    method: 'Forma de pago',
    card: 'Tarjeta',
    pix: 'Pix',
    boleto: 'Boleto',
    cardName: 'Nombre en la tarjeta',
    cardHolder: 'Lucía García',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad',
    cvc: 'CVV',
    pay: 'Pagar {total} y confirmar',
    secure: 'Pago protegido con 3DSecure',
  },
  equivalent: {
    title: 'Qué muestra la página',
    property: 'Alojamiento',
    stay: 'Estancia',
    stayValue: '{dates}, {nights} noches, {guests} huéspedes',
    prices: 'Importes',
    pricesValue: '{nights} noches × {price} = {subtotal}; tarifa de limpieza {cleaning}; tarifa de servicio {service}',
    total: 'Total',
    methods: 'Formas de pago',
    methodsValue: 'tarjeta, Pix o boleto',
    confirmation: 'Confirmación',
    confirmationValue: 'inmediata, por correo, en cuanto se aprueba el pago',
  },
  steps: {
    title: 'Cómo funciona',
    items: {
      review: { title: 'Revisión de la reserva', text: 'El huésped comprueba las fechas, el número de huéspedes y todos los importes antes de pagar.' },
      method: { title: 'Elección de la forma de pago', text: 'Tarjeta, Pix o boleto, según las opciones que actives.' },
      secure: { title: 'Pago seguro', text: 'La autenticación del banco (3DSecure) protege al huésped y a ti contra el fraude.' },
      confirm: { title: 'Confirmación inmediata', text: 'En cuanto se aprueba el pago, la reserva se confirma por correo y la fecha deja de estar a la venta en todos los canales.' },
    },
  },
  links: {
    engine: 'Volver al motor de reservas',
    payments: 'Conocer el procesamiento de pagos',
  },
} satisfies NamespaceExemploPagamentoTranslation;

export default es_exemploPagamento;
