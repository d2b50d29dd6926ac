import type { NamespaceMarketingTranslation } from '../../i18n-types';

const en_marketing = {
  breadcrumb: 'Breadcrumb',
  requestDemo: 'Request a demo',
  startTrial: 'Start your free trial',
  seePricing: 'See pricing',
  contactUs: 'Contact us',
  liveBookingPage: 'See a live booking page',
  trialNote: 'Free {days}-day trial, no credit card and no setup fee.',
  figuresLabel: 'Estadia in numbers',
  figures: {
    properties: { value: '{count}+', label: 'properties run on Estadia' },
    countries: { value: '{count}', label: 'countries with Estadia customers' },
    portals: { value: '{count}+', label: 'booking portals connected' },
    revenue: { value: '+{count}%', label: 'average revenue for our customers' },
    bookings: { value: 'up to {count}%', label: 'more direct bookings' },
  },
} satisfies NamespaceMarketingTranslation;

export default en_marketing;
