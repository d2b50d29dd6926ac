import type { NamespaceIntegracoesTranslation } from '../../i18n-types';

const en_integracoes = {
  hero: {
    eyebrow: 'Integrations',
    title: 'Connect Estadia to everything your property uses',
    lead: 'Over {portals} booking portals, payment providers, smart locks, accounting and marketing tools exchanging data with your calendar, with no double entry.',
  },
  main: {
    title: 'Main integrations',
    lead: 'The booking portals and travel search engines that bring in most bookings.',
  },
  table: {
    title: 'All integrations by type',
    caption: 'Integrations available in Estadia, grouped by type',
    type: 'Type',
    integrations: 'Integrations',
    purpose: 'What it does',
    trademarks: 'The names listed are trademarks of their respective owners and appear here only to identify the integrations.',
  },
  types: {
    ota: { name: 'Booking portals (OTAs)', purpose: 'Availability, rates and bookings synced in real time by the channel manager.' },
    metasearch: { name: 'Metasearch engines', purpose: 'Show your direct rate next to the portals and send guests to your booking engine.' },
    payments: { name: 'Payments', purpose: 'Card, Pix, boleto, digital wallet and Bitcoin payments, reconciled automatically.' },
    communication: { name: 'Communication', purpose: 'Automatic emails and messages to guests, plus campaigns for past guests.' },
    revenue: { name: 'Revenue management', purpose: 'Price suggestions based on market demand, applied to your calendar.' },
    locks: { name: 'Smart locks', purpose: 'Access codes created for each booking and sent to the guest.' },
    accounting: { name: 'Accounting and invoicing', purpose: 'Revenue, payments received and invoices sent to your finance system.' },
    analytics: { name: 'Analytics and marketing', purpose: 'Measure visits to and conversions of your booking engine.' },
    automation: { name: 'Automation', purpose: 'Booking events connected to thousands of apps, without coding.' },
  },
  custom: {
    title: 'Need a custom integration?',
    text: 'With our open API you can connect your own systems and local partners. If you prefer, our team will assess and build the integration with you.',
  },
} satisfies NamespaceIntegracoesTranslation;

export default en_integracoes;
