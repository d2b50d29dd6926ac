import type { BaseTranslation } from '../../i18n-types';

/** The workspace's "Nova reserva" form (web/workspace/stays/NewReservationForm.tsx): loaded only by the pages that open it (the front desk, the calendar). */
const pt_newReservation = {
  price: 'Preço total',
  priceQuote: 'Pelas tarifas: {amount:string}. Altere se combinou outro preço.',
  priceReason: 'Motivo do preço diferente',
  property: 'Propriedade',
  ratePlan: 'Plano tarifário',
  ratePlanOption: '{name:string} — {amount:string}',
} satisfies BaseTranslation;

export default pt_newReservation;
