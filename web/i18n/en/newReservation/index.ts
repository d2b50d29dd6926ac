import type { NamespaceNewReservationTranslation } from '../../i18n-types';

const en_newReservation = {
  price: 'Total price',
  priceQuote: 'From the rates: {amount}. Change it if you agreed another price.',
  priceReason: 'Why the price differs',
  property: 'Property',
  ratePlan: 'Rate plan',
  ratePlanOption: '{name} — {amount}',
} satisfies NamespaceNewReservationTranslation;

export default en_newReservation;
