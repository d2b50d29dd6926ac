import type { NamespaceHelpTranslation } from '../../i18n-types';

const en_help = {
  title: 'Help centre',
  lead: 'Learn at your own pace, browse the documentation or talk to our team. We are here to help you get the most out of Estadia.',
  cardsTitle: 'How can we help?',
  videos: {
    title: 'Video tutorials',
    text: 'Short step-by-step videos on setting up your property, connecting channels, rates, the booking engine and reports.',
    link: 'Watch the tutorials',
  },
  docs: {
    title: 'Documentation',
    text: 'Answers organised by topic for the most common questions about the channel manager, booking engine, payments and plans.',
    link: 'Browse the documentation',
  },
  support: {
    title: 'Talk to support',
    text: 'Our team is available 24 hours a day, 7 days a week, by chat, email and phone, in Portuguese, English, Spanish and Italian.',
    link: 'Talk to support',
  },
  topicsTitle: 'Popular topics',
  topics: {
    channels: 'Connect Booking.com, Airbnb and other portals',
    engine: 'Set up the direct booking engine',
    payments: 'Take payments by card, Pix and boleto',
    pricing: 'Understand the plans and work out the price',
    security: 'How we protect your data',
  },
  emailTitle: 'Prefer email?',
  emailText: 'Write to {email} with the name of your property and what happened. We reply within a few hours, weekends included.',
} satisfies NamespaceHelpTranslation;

export default en_help;
