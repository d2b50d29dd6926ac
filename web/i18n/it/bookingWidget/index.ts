import type { NamespaceBookingWidgetTranslation } from '../../i18n-types';

const it_bookingWidget = {
  form: {
    heading: 'Prenota direttamente',
    checkIn: 'Arrivo',
    checkOut: 'Partenza',
    guests: 'Ospiti',
    submit: 'Verifica disponibilità',
    newTab: '(si apre in una nuova scheda)',
    frameTitle: 'Prenotazione diretta',
    notFound: 'Questa struttura non accetta prenotazioni al momento.',
  },
  snippet: {
    title: 'Widget di prenotazione per il tuo sito',
    help: 'Incolla questo codice nel tuo sito dove deve comparire il modulo: mostra date e ospiti nel colore del tuo marchio e apre la pagina di prenotazione di questa struttura con le date scelte, nella lingua dell\'ospite.',
    scriptLabel: 'Codice del widget',
    iframeLabel: 'Alternativa con iframe (funziona senza JavaScript)',
    copy: 'Copia codice',
    copied: 'Codice copiato.',
    copyFailed: 'Copia non riuscita: seleziona il testo e copialo.',
  },
} satisfies NamespaceBookingWidgetTranslation;

export default it_bookingWidget;
