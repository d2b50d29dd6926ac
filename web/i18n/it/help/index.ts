import type { NamespaceHelpTranslation } from '../../i18n-types';

const it_help = {
  title: 'Centro assistenza',
  lead: 'Impara con i tuoi tempi, consulta la documentazione o parla con il nostro team. Siamo qui per aiutarti a sfruttare Estadia al meglio.',
  cardsTitle: 'Come possiamo aiutarti?',
  videos: {
    title: 'Video tutorial',
    text: 'Brevi video passo passo su configurazione della struttura, collegamento dei canali, tariffe, motore di prenotazione e report.',
    link: 'Guarda i tutorial',
  },
  docs: {
    title: 'Documentazione',
    text: 'Risposte ordinate per argomento alle domande più comuni su channel manager, motore di prenotazione, pagamenti e piani.',
    link: 'Consulta la documentazione',
  },
  support: {
    title: 'Parla con l’assistenza',
    text: 'Il nostro team risponde 24 ore su 24, 7 giorni su 7, via chat, e-mail e telefono, in portoghese, inglese, spagnolo e italiano.',
    link: 'Contatta l’assistenza',
  },
  topicsTitle: 'Argomenti più cercati',
  topics: {
    channels: 'Collegare Booking.com, Airbnb e altri portali',
    engine: 'Configurare il motore di prenotazione diretta',
    payments: 'Incassare con carta, Pix e boleto',
    pricing: 'Capire i piani e calcolare il prezzo',
    security: 'Come proteggiamo i tuoi dati',
  },
  emailTitle: 'Preferisci l’e-mail?',
  emailText: 'Scrivi a {email} indicando il nome della tua struttura e cosa è successo. Rispondiamo in poche ore, anche nel fine settimana.',
} satisfies NamespaceHelpTranslation;

export default it_help;
