import type { NamespaceNewReservationTranslation } from '../../i18n-types';

const it_newReservation = {
  price: 'Prezzo totale',
  priceQuote: 'Dalle tariffe: {amount}. Modificalo se hai concordato un altro prezzo.',
  priceReason: 'Motivo del prezzo diverso',
  property: 'Struttura',
  ratePlan: 'Piano tariffario',
  ratePlanOption: '{name} — {amount}',
} satisfies NamespaceNewReservationTranslation;

export default it_newReservation;
