import type { NamespaceStayPriceTranslation } from '../../i18n-types';

const en_stayPrice = {
  lines: {
    room: 'Accommodation',
    plan: 'Rate adjustment',
    length_of_stay: 'Long-stay discount',
    promo: 'Code {code}',
    promoNoCode: 'Promo code',
    cleaning: 'Cleaning fee',
    service: 'Service fee',
    addon: '{name} × {quantity}',
    tax: 'Tourist tax',
    total: 'Total (taxes and fees included)',
    title: 'Price breakdown',
  },
  plans: {
    legend: 'Rate',
    refundableUntil: 'Free cancellation until {date}',
    refundableDays: 'Free cancellation up to {days} days before arrival',
    nonRefundable: 'Non-refundable: nothing is returned if you cancel',
    nonRefundableWarning: 'This rate is non-refundable: if you cancel, what you paid is not returned.',
    total: 'Total: {amount}',
  },
  occupancy: {
    adults: 'Adults',
    children: 'Children',
  },
  addons: {
    legend: 'Extras',
    per_stay: '{price} per stay',
    per_night: '{price} per night',
    per_guest_night: '{price} per guest per night',
    per_guest_stay: '{price} per guest',
  },
  promo: {
    label: 'Promo code',
    apply: 'Apply',
    applied: 'Code {code} applied.',
    unknown: 'This code is not valid.',
    expired: 'This code is not valid for these dates.',
    min_nights: 'This code needs a longer stay.',
    limited: 'Too many different codes tried. Please try again later.',
  },
  update: 'Update price',
  cancelNoRefund: 'Non-refundable booking: you may cancel until arrival, but nothing is refunded.',
  ratePlanName: 'Rate: {name}',
} satisfies NamespaceStayPriceTranslation;

export default en_stayPrice;
