import type { NamespaceOnlinePayTranslation } from '../../i18n-types';

const es_onlinePay = {
  choice: {
    online: 'Pagar online ahora ({provider})',
    onlineHint: 'Tarjeta, billetera digital o Pix, directo en la cuenta del anfitrión.',
    pix: 'Pix (código QR y copia y pega)',
    atProperty: 'Pagar en el alojamiento',
  },
  panel: {
    title: 'Pago online',
    amountDue: 'Importe a pagar ahora: {amount}',
    deadline: 'Paga antes de {when}. Sin el pago, la reserva se cancela y las fechas se liberan.',
    atOnce: 'Pago inmediato: la llegada es pronto.',
    payCard: 'Pagar con tarjeta o billetera',
    payStripe: 'Pagar ahora',
    pixTitle: 'O paga con Pix',
    pixScan: 'Escanea el código QR en la app de tu banco o copia el código.',
    pixCode: 'Código Pix copia y pega',
    paid: 'Pago recibido. Reserva confirmada.',
    waiting: 'Si ya pagaste, la confirmación llega en un momento: recarga la página.',
    expired: 'El plazo de este cobro terminó.',
    retry: 'Generar un nuevo cobro',
    failed: 'No se pudo crear el cobro ahora. Inténtalo de nuevo en un momento.',
    simulate: 'Simular el pago (modo local)',
    refunded: 'Reembolsado: {amount}',
  },
  mail: {
    lateHostSubject: 'Pago recibido para la reserva {code}, ya cancelada: reembolsado',
    lateHostBody:
      '{provider} confirmó un pago de {amount} para la reserva {code} ({guest}, del {checkIn} al {checkOut}), pero su plazo ya había vencido y la reserva se había cancelado. El importe se reembolsó al huésped automáticamente.',
    lateGuestSubject: 'Tu pago de la reserva {code} fue reembolsado',
    lateGuestBody:
      'Recibimos tu pago de {amount} después del plazo de la reserva {code} en {property}, que ya se había cancelado. {provider} devolvió el importe. Si aún quieres las fechas, haz una nueva reserva.',
    signature: 'El equipo de Estadia',
  },
  connect: {
    title: 'Pagos online',
    intro: 'Recibe tarjetas, billeteras y Pix en tu propia cuenta de Mercado Pago o Stripe. Estadia no cobra comisión.',
    provider: 'Proveedor',
    secretMercadopago: 'Access token de producción',
    secretStripe: 'Clave secreta (sk_live_…)',
    webhookSecret: 'Clave secreta de las notificaciones',
    submit: 'Conectar',
    saving: 'Conectando…',
    connected: '{provider}: conectado, clave terminada en {last4}',
    disconnect: 'Desconectar {provider}',
    none: 'Ninguna cuenta conectada.',
    refused: '{provider} rechazó la clave: {reason}',
    webhookUrl: 'URL de notificación',
    stepsTitle: 'Pega esta URL en el panel del proveedor',
    stepsMercadopago: 'En Mercado Pago, abre Tus integraciones, elige la aplicación, ve a Webhooks > Configurar notificaciones, pega la URL en modo producción, marca el evento Pagos y guarda. Copia la clave secreta que aparece allí en el campo de arriba.',
    stepsStripe: 'En Stripe, abre Desarrolladores > Webhooks, añade un endpoint con esta URL y los eventos checkout.session.completed y checkout.session.async_payment_succeeded. Copia el secreto de firma (whsec_…) en el campo de arriba.',
    propertyProvider: 'Pagos online de este alojamiento',
    propertyNone: 'Ninguno (Pix estático o pago en el alojamiento)',
    propertySaved: 'Proveedor del alojamiento guardado.',
  },
  refund: {
    title: 'Reembolsar por el proveedor',
    amount: 'Importe a reembolsar ({currency})',
    submit: 'Reembolsar',
    done: 'Reembolso de {amount} hecho.',
    failed: 'El proveedor rechazó el reembolso: {reason}',
  },
  simulator: {
    title: 'Simulador de pago (modo local)',
    intro: 'Sin dinero real: este simulador hace de {provider} para que veas la reserva confirmarse.',
    amount: 'Importe: {amount}',
    pay: 'Aprobar el pago',
    unknown: 'Cobro no encontrado (el simulador olvida sus cobros cuando el servidor se reinicia).',
  },
} satisfies NamespaceOnlinePayTranslation;

export default es_onlinePay;
