import type { NamespacePixTranslation } from '../../i18n-types';

const es_pix = {
  panel: {
    title: 'Paga con Pix',
    amountDue: 'Importe a pagar ahora',
    full: 'El importe total de la estancia.',
    deposit: 'Un depósito para garantizar la reserva; el resto, {rest}, en el alojamiento.',
    deadline: 'Paga antes del {when}. Sin el pago, la reserva se cancela y las fechas quedan libres.',
    scan: 'Abre la app de tu banco, elige Pix y escanea el código QR, o copia el código de abajo.',
    qrLabel: 'Código QR Pix de {amount} para la reserva {code}',
    codeLabel: 'Código Pix copia y pega',
    copy: 'Copiar código',
    copied: 'Código copiado.',
    copyFailed: 'No se pudo copiar. Selecciona el código y cópialo.',
    receiver: 'Beneficiario: {name}',
    paid: 'Pago recibido. ¡Gracias!',
  },
  record: {
    title: 'Registrar un pago',
    amount: 'Importe ({currency})',
    method: 'Forma de pago',
    methods: { pix: 'Pix', cash: 'Efectivo', card: 'Tarjeta', transfer: 'Transferencia', other: 'Otra' },
    receivedOn: 'Recibido el',
    note: 'Nota (opcional)',
    submit: 'Registrar pago',
    saving: 'Registrando…',
    saved: 'Pago de {amount} registrado.',
    error: 'No pudimos registrar el pago. Inténtalo de nuevo.',
    errors: {
      amount: 'Indica un importe mayor que cero, con dos decimales como máximo.',
      method: 'Elige la forma de pago.',
      receivedOn: 'Indica una fecha que no sea posterior a hoy.',
      note: 'Como máximo 500 caracteres.',
    },
    total: 'Total',
    paid: 'Pagado',
    balance: 'Pendiente',
    history: 'Pagos recibidos',
    none: 'Aún no hay pagos registrados.',
  },
  mail: {
    greeting: 'Hola, {name}:',
    guestSubject: 'Reserva {code} cancelada: el Pix no llegó a tiempo',
    guestBody: 'No recibimos el pago Pix de {amount} de tu reserva {code} en {property} (del {checkIn} al {checkOut}) antes del {deadline}. La reserva se ha cancelado y las fechas vuelven a estar disponibles.',
    guestNext: 'Si aún quieres alojarte, haz una nueva reserva en la página del alojamiento. Si pagaste y aun así recibiste este correo, responde con el comprobante.',
    hostSubject: 'Reserva {code} liberada: Pix no pagado a tiempo',
    hostBody: 'La reserva {code} de {guest} en {property} (del {checkIn} al {checkOut}) esperaba un pago Pix de {amount} antes del {deadline}. No se registró ningún pago: se ha cancelado y sus noches están libres.',
    hostNext: 'Si el pago llegó, vuelve a crear la reserva en el calendario y registra el pago.',
    signature: 'El equipo de Estadia',
  },
} satisfies NamespacePixTranslation;

export default es_pix;
