import type { NamespaceDemoPageTranslation } from '../../i18n-types';

const en_demoPage = {
  title: 'See Estadia in action in 1 minute',
  subtitle: 'Discover how to bring bookings, channels and payments together in one dashboard, and how hosts save hours every week with automations.',
  videoTitle: 'Estadia demo video',
  play: 'Watch the demo video, 1 min',
  duration: '1 min',
  consent: 'The video is loaded from YouTube only after you click.',
  watchOnYoutube: 'Watch on YouTube',
  highlightsTitle: 'What you will see in the video',
  highlights: {
    calendar: 'The smart calendar with every booking, from every channel, in one place.',
    channels: 'The channel manager synchronising availability and prices in real time to prevent overbooking.',
    engine: 'The commission-free direct booking engine, with payment by card, Pix or boleto.',
    automation: 'The automations: welcome emails, review requests and the cleaning schedule.',
  },
  ctaTitle: 'Want to see it with your own property’s data?',
  ctaText: 'A specialist shows you Estadia set up for your type of property and answers your questions on the spot.',
  whatsapp: 'Talk to a Specialist on WhatsApp',
} satisfies NamespaceDemoPageTranslation;

export default en_demoPage;
