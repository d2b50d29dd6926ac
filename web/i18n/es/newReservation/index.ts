import type { NamespaceNewReservationTranslation } from '../../i18n-types';

const es_newReservation = {
  price: 'Precio total',
  priceQuote: 'Según las tarifas: {amount}. Cámbialo si acordaste otro precio.',
  priceReason: 'Motivo del precio distinto',
  property: 'Alojamiento',
  ratePlan: 'Plan de tarifa',
  ratePlanOption: '{name} — {amount}',
} satisfies NamespaceNewReservationTranslation;

export default es_newReservation;
