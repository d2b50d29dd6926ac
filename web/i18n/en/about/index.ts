import type { NamespaceAboutTranslation } from '../../i18n-types';

const en_about = {
  title: 'About Estadia',
  lead: 'We build technology so hosts spend less time on spreadsheets and portals and more time looking after their guests.',
  storyTitle: 'Our story',
  story: 'Estadia grew out of the daily routine of people who run properties. We saw inns, hotels and holiday-rental hosts updating calendars by hand on several portals, afraid of overbooking, paying high commissions on every booking and left with no time for what really matters: welcoming guests well.\n\nSo we built a single platform that brings the property management system, the channel manager and the direct booking engine together. Everything talks to everything else: a booking that arrives through a portal updates availability on all the others, triggers the welcome email, schedules the cleaning and lands in the financial report, without anyone typing anything twice.\n\nToday we serve everyone from the host with a single apartment to groups with dozens of properties, and we keep improving the product based on what our customers tell us every day.',
  figuresTitle: 'Estadia in numbers',
  figures: {
    properties: 'properties use Estadia',
    countries: 'countries with active properties',
    portals: 'connected booking portals',
    revenue: 'average increase in revenue',
  },
  missionTitle: 'Mission, vision and values',
  missionLabel: 'Mission',
  mission: 'To give every property, whatever its size, the tools of the big chains, in a simple and affordable way.',
  visionLabel: 'Vision',
  vision: 'To be the platform hosts trust to sell, operate and grow, in any country.',
  valuesLabel: 'Values',
  values: {
    simplicity: { title: 'Simplicity', text: 'If a task can be automatic, it should be. If it needs you, it should take only a few clicks.' },
    transparency: { title: 'Transparency', text: 'Clear prices, no commission on bookings and no small print in our contracts.' },
    closeness: { title: 'Closeness', text: 'Human support around the clock, in your language, from people who understand how a property runs.' },
    security: { title: 'Security', text: 'Your guests’ data is handled with the same care we demand for our own.' },
  },
  careersTitle: 'Careers',
  careersLead: 'Want to help thousands of hosts work better? We are always looking for curious, careful people who enjoy solving real problems.',
  careersWhy: 'We work remotely, in small autonomous teams, with short delivery cycles and direct contact with customers. We value people who write clearly, ask for help early and leave code and processes better than they found them.',
  areasTitle: 'Areas where we usually hire',
  areas: {
    engineering: { title: 'Product and engineering', text: 'Web development, portal and payment integrations, product design and data.' },
    success: { title: 'Customer success', text: 'Onboarding, training and round-the-clock support for properties of every size.' },
    sales: { title: 'Sales and partnerships', text: 'Relationships with hosts, hotel groups and technology partners.' },
  },
  applyText: 'No open position that fits your profile? Send us your CV and tell us why Estadia is a good match for you.',
  applyButton: 'Send your CV',
  applySubject: 'Application – Estadia Careers',
} satisfies NamespaceAboutTranslation;

export default en_about;
