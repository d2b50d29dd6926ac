import type { NamespaceWorkspaceTranslation } from '../../i18n-types';

const it_workspace = {
  nav: {
    label: 'Sezioni della dashboard',
    overview: 'Panoramica',
    calendar: 'Calendario',
    reservations: 'Prenotazioni',
    rates: 'Tariffe',
    guests: 'Ospiti',
    properties: 'Strutture',
    channels: 'Canali',
    account: 'Account',
    frontDesk: 'Reception',
    housekeeping: 'Pulizie',
    reports: 'Report',
  },
  property: {
    label: 'Struttura',
    show: 'Mostra',
    none: 'Ancora nessuna struttura',
  },
  status: {
    pending: 'In attesa',
    confirmed: 'Confermata',
    checked_in: 'Check-in fatto',
    checked_out: 'Check-out fatto',
    cancelled: 'Cancellata',
    no_show: 'Mancato arrivo',
  },
  source: {
    direct: 'Sito web (diretta)',
    manual: 'Manuale',
    airbnb: 'Airbnb',
    booking: 'Booking.com',
    vrbo: 'VRBO',
    ical: 'iCal',
  },
  common: {
    save: 'Salva',
    saving: 'Salvataggio…',
    saved: 'Modifiche salvate.',
    cancel: 'Annulla',
    close: 'Chiudi',
    edit: 'Modifica',
    remove: 'Rimuovi',
    search: 'Cerca',
    previous: 'Precedente',
    next: 'Successivo',
    loading: 'Caricamento…',
    loadError: 'Non siamo riusciti a caricare questi dati. Ricarica la pagina.',
    saveError: 'Non siamo riusciti a salvare. Controlla i campi e riprova.',
    fixErrors: 'Correggi i campi evidenziati.',
  },
} satisfies NamespaceWorkspaceTranslation;

export default it_workspace;
