import type { NamespaceOverviewTranslation } from '../../i18n-types';

const it_overview = {
  lead: 'La giornata e i mesi di {property}, dai tuoi dati.',
  today: 'Oggi, {date}',
  arrivals: { title: 'Arrivi di oggi', empty: 'Nessun arrivo oggi.' },
  departures: { title: 'Partenze di oggi', empty: 'Nessuna partenza oggi.' },
  inHouse: { title: 'Ospiti in struttura stanotte', empty: 'Nessun ospite stanotte.', guests: '{count} {{ospite|ospiti}}' },
  stay: '{unit} · dal {checkIn} al {checkOut}',
  noGuestName: 'Ospite senza nome',
  figures: {
    title: 'Numeri di {month}',
    occupancy: 'Occupazione',
    occupancyDetail: '{occupied} su {available} notti disponibili',
    averageStay: 'Soggiorno medio',
    averageStayValue: '{nights} notti',
    averageStayDetail: '{stays} {{arrivo|arrivi}} nel mese',
    noStays: 'Nessun arrivo nel mese',
    conflicts: 'Conflitti di canale aperti',
    conflictsLink: 'Vedili nei canali',
  },
  revenue: {
    otherCurrencies: 'In {currency}: {count} struttur{{a|e}} con un\'altra valuta non {{è inclusa|sono incluse}} in questa somma.',
    title: 'Ricavi da alloggio per mese',
    caption: 'Ricavi da alloggio sulle notti di ogni mese (senza extra, costi e imposte), da {from} a {to}',
    month: 'Mese',
    amount: 'Ricavi',
  },
  sources: {
    title: 'Prenotazioni per canale',
    caption: 'Prenotazioni con arrivo da {from} a {to}, per canale',
    source: 'Canale',
    count: 'Prenotazioni',
    share: 'Quota',
    empty: 'Nessuna prenotazione nel periodo.',
  },
  account: 'Il tuo account',
  firstRun: {
    title: 'Benvenuto in Estadia!',
    lead: 'Manca poco per ricevere prenotazioni: registra la tua prima struttura, un tipo di camera e quante unità ha. Potrai cambiare tutto in seguito.',
    propertyStep: '1. La struttura',
    roomStep: '2. Camere e unità',
    roomHelp: 'Un tipo di camera raggruppa unità uguali (per esempio, 4 camere doppie). Una casa intera è un tipo con 1 unità.',
    submit: 'Crea la mia struttura',
    submitting: 'Creazione…',
    done: 'Fatto! {name} è stata creata con {units} {{unità|unità}}.',
    next: 'Prossimi passi: regola le tariffe, pubblica la struttura e collega i tuoi canali.',
  },
} satisfies NamespaceOverviewTranslation;

export default it_overview;
