import type { NamespaceOnlinePayTranslation } from '../../i18n-types';

const es_onlinePay = {
  choice: {
    online: 'Pagar online ahora ({provider})',
    onlineHint: 'Tarjeta, billetera digital o Pix, directo en la cuenta del anfitrión.',
    pix: 'Pix (código QR y copia y pega)',
    atProperty: 'Pagar en el alojamiento',
  },
  /** The booking page's policy line when an online provider takes the payment (not only Pix). */
  policy: {
    full: 'Pago completo al reservar.',
    deposit: 'Señal del {percent}% al reservar; el resto en el alojamiento.',
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
  simulator: {
    title: 'Simulador de pago (modo local)',
    intro: 'Sin dinero real: este simulador hace de {provider} para que veas la reserva confirmarse.',
    amount: 'Importe: {amount}',
    pay: 'Aprobar el pago',
    unknown: 'Cobro no encontrado (el simulador olvida sus cobros cuando el servidor se reinicia).',
  },
} satisfies NamespaceOnlinePayTranslation;

export default es_onlinePay;
