import type { NamespaceDemoPageTranslation } from '../../i18n-types';

const it_demoPage = {
  title: 'Guarda Estadia in azione in 1 minuto',
  subtitle: 'Scopri come riunire prenotazioni, canali e pagamenti in un’unica dashboard, e come gli host risparmiano ore ogni settimana con le automazioni.',
  videoTitle: 'Video dimostrativo di Estadia',
  play: 'Guarda il video dimostrativo, 1 min',
  duration: '1 min',
  consent: 'Il video viene caricato da YouTube solo dopo il tuo clic.',
  watchOnYoutube: 'Guarda su YouTube',
  highlightsTitle: 'Cosa vedrai nel video',
  highlights: {
    calendar: 'Il calendario intelligente con tutte le prenotazioni, da tutti i canali, in un unico posto.',
    channels: 'Il channel manager che sincronizza disponibilità e prezzi in tempo reale per evitare l’overbooking.',
    engine: 'Il motore di prenotazione diretta senza commissioni, con pagamento con carta, Pix o boleto.',
    automation: 'Le automazioni: e-mail di benvenuto, richieste di recensione e calendario delle pulizie.',
  },
  ctaTitle: 'Vuoi vederlo con i dati della tua struttura?',
  ctaText: 'Uno specialista ti mostra Estadia configurato per il tuo tipo di struttura e risponde subito alle tue domande.',
  whatsapp: 'Parla con uno Specialista su WhatsApp',
} satisfies NamespaceDemoPageTranslation;

export default it_demoPage;
