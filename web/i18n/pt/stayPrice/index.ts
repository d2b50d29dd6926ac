import type { BaseTranslation } from '../../i18n-types';

/** Issue 25: the itemised price (lines), rate plans, add-ons, promo codes — guest and host sides. */
const pt_stayPrice = {
  lines: {
    room: 'Hospedagem',
    plan: 'Ajuste da tarifa',
    length_of_stay: 'Desconto por estadia longa',
    promo: 'Cupom {code:string}',
    promoNoCode: 'Cupom',
    cleaning: 'Taxa de limpeza',
    service: 'Taxa de serviço',
    addon: '{name:string} × {quantity:number}',
    tax: 'Taxa de turismo',
    total: 'Total (impostos e taxas incluídos)',
    title: 'Detalhamento do preço',
  },
  plans: {
    legend: 'Tarifa',
    refundableUntil: 'Cancelamento gratuito até {date:string}',
    refundableDays: 'Cancelamento gratuito até {days:number} dias antes da chegada',
    nonRefundable: 'Não reembolsável: se cancelar, nada é devolvido',
    nonRefundableWarning: 'Esta tarifa não é reembolsável: cancelando, o valor pago não é devolvido.',
    total: 'Total: {amount:string}',
  },
  occupancy: {
    adults: 'Adultos',
    children: 'Crianças',
  },
  addons: {
    legend: 'Extras',
    per_stay: '{price:string} por estadia',
    per_night: '{price:string} por noite',
    per_guest_night: '{price:string} por hóspede por noite',
    per_guest_stay: '{price:string} por hóspede',
  },
  promo: {
    label: 'Cupom de desconto',
    apply: 'Aplicar',
    applied: 'Cupom {code:string} aplicado.',
    unknown: 'Este cupom não é válido.',
    expired: 'Este cupom não vale para estas datas.',
    min_nights: 'Este cupom exige uma estadia mais longa.',
    limited: 'Muitos cupons diferentes tentados. Tente de novo mais tarde.',
  },
  update: 'Atualizar preço',
  cancelNoRefund: 'Reserva não reembolsável: pode cancelar até a chegada, mas nada é devolvido.',
  ratePlanName: 'Tarifa: {name:string}',
} satisfies BaseTranslation;

export default pt_stayPrice;
