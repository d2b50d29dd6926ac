import type { NamespaceWorkspaceTranslation } from '../../i18n-types';

const en_workspace = {
  nav: {
    label: 'Dashboard sections',
    overview: 'Overview',
    calendar: 'Calendar',
    reservations: 'Reservations',
    rates: 'Rates',
    guests: 'Guests',
    properties: 'Properties',
    channels: 'Channels',
    account: 'Account',
    frontDesk: 'Front desk',
    housekeeping: 'Housekeeping',
    reports: 'Reports',
  },
  property: {
    label: 'Property',
    show: 'Show',
    none: 'No property yet',
  },
  status: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    checked_in: 'Checked in',
    checked_out: 'Checked out',
    cancelled: 'Cancelled',
    no_show: 'No-show',
  },
  source: {
    direct: 'Website (direct)',
    manual: 'Manual',
    airbnb: 'Airbnb',
    booking: 'Booking.com',
    vrbo: 'VRBO',
    ical: 'iCal',
  },
  common: {
    save: 'Save',
    saving: 'Saving…',
    saved: 'Changes saved.',
    cancel: 'Cancel',
    close: 'Close',
    edit: 'Edit',
    remove: 'Remove',
    search: 'Search',
    previous: 'Previous',
    next: 'Next',
    loading: 'Loading…',
    loadError: 'We could not load this data. Please reload the page.',
    saveError: 'We could not save. Check the fields and try again.',
    fixErrors: 'Please correct the highlighted fields.',
  },
} satisfies NamespaceWorkspaceTranslation;

export default en_workspace;
