import type { NamespaceFerramentasTranslation } from '../../i18n-types';

const it_ferramentas = {
  hero: {
    eyebrow: 'Strumenti',
    title: 'Strumenti che lavorano per te',
    lead: 'Tutto ciò che una struttura usa ogni giorno, riunito in un unico posto e collegato allo stesso calendario. Meno fogli di calcolo, meno lavoro ripetuto e più tempo per gli ospiti.',
  },
  grid: {
    title: '{count} strumenti con un solo accesso',
    lead: 'Tutti inclusi nella piattaforma, senza moduli nascosti.',
  },
  tools: {
    calendar: { title: 'Calendario intelligente', text: 'Tutte le camere e tutti i canali in una schermata, con prenotazioni trascinabili e colori per canale.' },
    rates: { title: 'Tariffe e disponibilità', text: 'Prezzi, soggiorno minimo e restrizioni per data, camera e canale, aggiornati in blocco.' },
    inbox: { title: 'Posta in arrivo unificata', text: 'I messaggi dei portali, del sito e di WhatsApp riuniti per ospite.' },
    messages: { title: 'Messaggi automatici', text: 'Conferma, promemoria, benvenuto ed email dopo il check-out inviati al momento giusto.' },
    checkin: { title: 'Check-in e check-out online', text: 'L’ospite invia documenti e dati prima dell’arrivo e la reception è più rapida.' },
    housekeeping: { title: 'App per le pulizie', text: 'Attività di pulizia assegnate automaticamente e stato della camera in tempo reale.' },
    invoices: { title: 'Fatturazione', text: 'Fatture, ricevute ed estratti conto generati da ogni prenotazione.' },
    reports: { title: 'Report e analisi', text: 'Occupazione, tariffa media, RevPAR e provenienza delle prenotazioni con filtri per periodo.' },
    dynamicPricing: { title: 'Prezzi dinamici', text: 'Regole che adeguano le tariffe all’occupazione e all’anticipo della prenotazione.' },
    reviews: { title: 'Gestione delle recensioni', text: 'Richieste di recensione automatiche e tutti i punteggi dei portali in una dashboard.' },
    team: { title: 'Staff e permessi', text: 'Ognuno vede e modifica solo ciò che il suo ruolo consente.' },
    guests: { title: 'Anagrafica ospiti', text: 'Storico, preferenze e contatti per accogliere meglio chi ritorna.' },
    api: { title: 'API di integrazione', text: 'Collega sistemi propri e partner con un’API documentata.' },
    backup: { title: 'Backup giornaliero', text: 'Copia automatica e cifrata di tutti i dati, ogni giorno.' },
    whiteLabel: { title: 'Marchio proprio', text: 'Pagina di prenotazione ed email con il tuo logo, i tuoi colori e il tuo dominio.' },
    mobileApp: { title: 'App mobile', text: 'Segui prenotazioni, calendario e attività dallo smartphone.' },
    chatbot: { title: 'Chatbot per il tuo sito', text: 'Risponde alle domande frequenti degli ospiti a qualsiasi ora e li porta a prenotare.' },
  },
  cta: {
    title: 'Vuoi vedere questi strumenti all’opera?',
    text: 'Parla con uno specialista su WhatsApp e scopri quali strumenti semplificano la routine della tua struttura.',
  },
} satisfies NamespaceFerramentasTranslation;

export default it_ferramentas;
