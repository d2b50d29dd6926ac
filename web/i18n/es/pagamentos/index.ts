import type { NamespacePagamentosTranslation } from '../../i18n-types';

const es_pagamentos = {
  hero: {
    eyebrow: 'Procesamiento de pagos',
    title: 'Cobra en línea, sin comisión de procesamiento de Estadia',
    lead: 'Cobra las reservas con tarjeta, Pix, boleto y otros medios directamente en Estadia. Tú eliges el proveedor de pagos y el dinero va a tu cuenta.',
  },
  noFee: {
    title: 'Sin comisión de Estadia',
    text: 'Estadia no cobra ninguna comisión sobre los pagos. Solo pagas las tarifas del proveedor de pagos que elijas, y necesitas tener una cuenta con él.',
  },
  processing: {
    title: 'Pago en el momento de la reserva',
    text: 'En el motor de reservas, el huésped paga al reservar y la confirmación sale al instante. En los portales, Estadia guarda los datos de la tarjeta de forma segura para cobrar en la fecha acordada.',
    points: {
      instant: 'Confirmación inmediata de la reserva pagada',
      deposit: 'Señal, pago completo o cobro a la llegada, según tu política',
      policies: 'Condiciones de cancelación aplicadas automáticamente',
    },
  },
  cards: {
    title: 'Cobro de tarjetas y tarjetas virtuales',
    text: 'Cobra las tarjetas de crédito guardadas y las tarjetas virtuales que envían los portales sin escribir ningún número.',
    points: {
      stored: 'Tarjetas guardadas en un entorno seguro y cobradas con un clic',
      virtual: 'Tarjetas virtuales de los portales cobradas automáticamente en la fecha en que están disponibles',
      preauth: 'Preautorización para fianzas y cobro de daños',
      refunds: 'Reembolsos totales o parciales desde la propia reserva',
    },
  },
  requests: {
    title: 'Solicitudes y seguimiento de pagos',
    text: 'Envía un enlace de pago por correo o WhatsApp y sigue cada cobro hasta que el dinero llegue a tu cuenta.',
    points: {
      links: 'Enlaces de pago con importe y plazo definidos',
      status: 'El estado de cada pago: pendiente, pagado, rechazado o reembolsado',
      reminders: 'Recordatorios automáticos de pagos pendientes',
      reconciliation: 'Informe de cobros para conciliar con el banco',
    },
  },
  options: {
    title: 'Opciones de pago',
    lead: 'Ofrece a los huéspedes la forma de pago que prefieren.',
    items: {
      cardProvider: { title: 'Tarjeta de crédito y débito', text: 'A través del proveedor de tarjetas que elijas, con pago a plazos cuando esté disponible.' },
      wallet: { title: 'Billetera digital', text: 'Pago con la cuenta de un proveedor de billetera digital, sin escribir la tarjeta.' },
      pix: { title: 'Pix', text: 'Pago instantáneo brasileño por código QR o código para copiar y pegar, confirmado en segundos.' },
      bankTransfer: { title: 'Transferencia bancaria', text: 'Los datos de tu cuenta enviados al huésped, con confirmación manual o por conciliación.' },
      cheque: { title: 'Cheque', text: 'Registro del cheque recibido en la propia reserva.' },
      offline: { title: 'Pago fuera de línea', text: 'Efectivo o datáfono en la recepción, registrados para tu control.' },
      boleto: { title: 'Boleto', text: 'Boleto bancario brasileño generado con vencimiento y enviado al huésped.' },
      bitcoin: { title: 'Bitcoin', text: 'Cobra en Bitcoin, con conversión opcional a la moneda local.' },
    },
  },
  currencies: {
    title: 'Varias monedas',
    text: 'Recibe huéspedes de todo el mundo: con uno de los proveedores se aceptan más de {count} monedas, y la conversión la hace el propio proveedor.',
  },
  security: {
    title: 'Seguridad y cumplimiento',
    lead: 'Los pagos siguen los estándares exigidos en Brasil y en Europa.',
    badgesLabel: 'Sellos de seguridad',
    badges: {
      sca: { name: 'SCA', text: 'Autenticación reforzada del cliente en los pagos europeos.' },
      psd2: { name: 'PSD2', text: 'Cumplimiento de la directiva europea de servicios de pago.' },
      threeDSecure: { name: '3DSecure', text: 'El titular de la tarjeta confirma el pago con su banco emisor.' },
      lgpd: { name: 'LGPD', text: 'Datos personales tratados según la ley brasileña de protección de datos.' },
      pciDss: { name: 'PCI-DSS', text: 'Datos de tarjeta guardados y procesados según el estándar del sector de tarjetas.' },
    },
  },
  questions: {
    title: 'Preguntas frecuentes sobre pagos',
    items: {
      fee: { q: '¿Estadia cobra alguna comisión sobre los pagos?', a: 'No. Estadia no cobra comisión de procesamiento. Solo pagas las tarifas del proveedor de pagos elegido, según el contrato que tengas con él.' },
      account: { q: '¿Necesito una cuenta en un proveedor de pagos?', a: 'Sí. Para cobrar en línea necesitas una cuenta con el proveedor elegido. Te ayudamos a conectarla a Estadia durante la configuración.' },
      payout: { q: '¿Cuándo llega el dinero a mi cuenta?', a: 'El plazo lo fija el proveedor de pagos: con Pix el importe llega al momento; con tarjeta sigue el plazo de liquidación de tu contrato.' },
      virtualCards: { q: '¿Cómo funcionan las tarjetas virtuales de los portales?', a: 'Los portales envían una tarjeta virtual con la reserva. Estadia guarda los datos de forma segura y realiza el cobro automáticamente en la fecha en que la tarjeta está disponible.' },
      currencies: { q: '¿Puedo cobrar en otras monedas?', a: 'Sí. Con uno de los proveedores se aceptan más de {count} monedas y el proveedor hace la conversión a la moneda de tu cuenta.' },
      security: { q: '¿Los datos de tarjeta están seguros?', a: 'Sí. Los datos de tarjeta se guardan en un entorno PCI-DSS, los pagos usan 3DSecure y autenticación reforzada cuando se exige, y los datos personales siguen la LGPD.' },
    },
  },
  cta: {
    title: 'Empieza a cobrar en línea hoy',
    text: 'Habla con nuestro equipo y conecta tu proveedor de pagos a Estadia.',
  },
} satisfies NamespacePagamentosTranslation;

export default es_pagamentos;
