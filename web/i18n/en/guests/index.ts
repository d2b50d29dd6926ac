import type { NamespaceGuestsTranslation } from '../../i18n-types';

const en_guests = {
  search: 'Search by name, e-mail or phone',
  searchButton: 'Search',
  clear: 'Clear',
  caption: 'Guests',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  stays: 'Stays',
  lastStay: 'Last arrival',
  count: '{total} guest{{s}}',
  empty: 'No guests found.',
  page: 'Page {page} of {pages}',
  pagination: 'Guest pages',
  previous: 'Previous page',
  next: 'Next page',
  back: 'All guests',
  detailStays: 'Stays',
  noStays: 'No stays.',
  editTitle: 'Guest details',
  country: 'Country (two-letter code)',
  locale: 'Language',
  notes: 'Notes',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Details saved.',
  notFound: 'Guest not found.',
  staysOnly: 'You see this guest through their stays at the properties shared with you: changes apply to those stays’ contact details.',
  locales: {
    pt: 'Portuguese',
    en: 'English',
    es: 'Spanish',
    it: 'Italian',
  },
} satisfies NamespaceGuestsTranslation;

export default en_guests;
