import type { NamespaceMarketingTranslation } from '../../i18n-types';

const it_marketing = {
  breadcrumb: 'Percorso di navigazione',
  requestDemo: 'Richiedi una demo',
  startTrial: 'Inizia la prova gratuita',
  seePricing: 'Vedi i prezzi',
  contactUs: 'Contattaci',
  liveBookingPage: 'Guarda una pagina di prenotazione dal vivo',
  trialNote: 'Prova gratuita di {days} giorni, senza carta di credito e senza costi di attivazione.',
  figuresLabel: 'Estadia in cifre',
  figures: {
    properties: { value: '+{count}', label: 'strutture usano Estadia' },
    countries: { value: '{count}', label: 'paesi con clienti Estadia' },
    portals: { value: '+{count}', label: 'portali di prenotazione collegati' },
    revenue: { value: '+{count}%', label: 'di ricavi medi per i nostri clienti' },
    bookings: { value: 'fino al {count}%', label: 'di prenotazioni dirette in più' },
  },
} satisfies NamespaceMarketingTranslation;

export default it_marketing;
