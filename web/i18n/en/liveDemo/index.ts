import type { NamespaceLiveDemoTranslation } from '../../i18n-types';

const en_liveDemo = {
  start: 'Try it now',
  note: 'Opens a demo workspace of your own, with nine properties, rates and 96 reservations, no sign-up. It is deleted after 24 hours.',
  title: 'Try Estadia live',
  lead: 'No video: the real product. One click opens a private copy of the demo workspace, where you can book, move stays, change prices and see the emails that would be sent.',
  errors: {
    limit: 'Too many demos were created from your address in the last hour. Please try again later.',
    unavailable: 'The live demo is not available right now. Talk to a specialist on WhatsApp.',
  },
  highlightsTitle: 'What you will find in the demo',
  screens: {
    title: 'What the workspace looks like',
    calendar: 'The calendar: one row per unit, one column per night, each reservation a bar with the guest’s name.',
    overview: 'The overview: today’s arrivals and departures, the month’s occupancy and revenue by arrival month.',
  },
} satisfies NamespaceLiveDemoTranslation;

export default en_liveDemo;
