import type { NamespaceGuestsTranslation } from '../../i18n-types';

const it_guests = {
  search: 'Cerca per nome, e-mail o telefono',
  searchButton: 'Cerca',
  clear: 'Pulisci',
  caption: 'Ospiti',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefono',
  stays: 'Soggiorni',
  lastStay: 'Ultimo arrivo',
  count: '{total} ospit{{e|i}}',
  empty: 'Nessun ospite trovato.',
  page: 'Pagina {page} di {pages}',
  pagination: 'Pagine di ospiti',
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  back: 'Tutti gli ospiti',
  detailStays: 'Soggiorni',
  noStays: 'Nessun soggiorno.',
  editTitle: "Dati dell'ospite",
  country: 'Paese (codice di due lettere)',
  locale: 'Lingua',
  notes: 'Note',
  save: 'Salva',
  saving: 'Salvataggio…',
  saved: 'Dati salvati.',
  notFound: 'Ospite non trovato.',
  staysOnly: 'Vedi questo ospite attraverso i suoi soggiorni nelle strutture condivise con te: le modifiche valgono per i contatti di quei soggiorni.',
  locales: {
    pt: 'Portoghese',
    en: 'Inglese',
    es: 'Spagnolo',
    it: 'Italiano',
  },
} satisfies NamespaceGuestsTranslation;

export default it_guests;
