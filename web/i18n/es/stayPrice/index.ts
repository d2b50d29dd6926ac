import type { NamespaceStayPriceTranslation } from '../../i18n-types';

const es_stayPrice = {
  lines: {
    room: 'Alojamiento',
    plan: 'Ajuste de tarifa',
    length_of_stay: 'Descuento por estancia larga',
    promo: 'Código {code}',
    promoNoCode: 'Código promocional',
    cleaning: 'Tarifa de limpieza',
    service: 'Tarifa de servicio',
    addon: '{name} × {quantity}',
    tax: 'Tasa turística',
    total: 'Total (impuestos y tasas incluidos)',
    title: 'Desglose del precio',
  },
  plans: {
    legend: 'Tarifa',
    refundableUntil: 'Cancelación gratuita hasta el {date}',
    refundableDays: 'Cancelación gratuita hasta {days} días antes de la llegada',
    nonRefundable: 'No reembolsable: si cancelas, no se devuelve nada',
    nonRefundableWarning: 'Esta tarifa no es reembolsable: si cancelas, lo pagado no se devuelve.',
    total: 'Total: {amount}',
  },
  occupancy: {
    adults: 'Adultos',
    children: 'Niños',
  },
  addons: {
    legend: 'Extras',
    per_stay: '{price} por estancia',
    per_night: '{price} por noche',
    per_guest_night: '{price} por huésped y noche',
    per_guest_stay: '{price} por huésped',
  },
  promo: {
    label: 'Código promocional',
    apply: 'Aplicar',
    applied: 'Código {code} aplicado.',
    unknown: 'Este código no es válido.',
    expired: 'Este código no es válido para estas fechas.',
    min_nights: 'Este código requiere una estancia más larga.',
    limited: 'Demasiados códigos distintos probados. Inténtalo de nuevo más tarde.',
  },
  update: 'Actualizar precio',
  cancelNoRefund: 'Reserva no reembolsable: puedes cancelar hasta la llegada, pero no se devuelve nada.',
  ratePlanName: 'Tarifa: {name}',
} satisfies NamespaceStayPriceTranslation;

export default es_stayPrice;
