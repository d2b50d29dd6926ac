import type { NamespaceFuncionalidadesTranslation } from '../../i18n-types';

const en_funcionalidades = {
  hero: {
    eyebrow: 'Functionality',
    title: 'PMS and channel manager in one dashboard',
    lead: 'Follow occupancy, bookings, revenue and where each guest comes from in real time, and manage every sales channel from the same place.',
  },
  dashboard: {
    title: 'Everything that matters, on one screen',
    lead: 'The Estadia dashboard shows how your property is doing the moment you log in.',
    badge: 'Visual example',
    note: 'An illustration with sample values, only to show how the dashboard presents your data.',
    kpisLabel: 'Today’s indicators',
    occupancy: 'Occupancy rate',
    bookingsToday: 'Bookings today',
    averageStay: 'Average stay',
    nights: '{value} nights',
    revenue: {
      title: 'Monthly revenue',
      description: 'Bar chart of revenue from January to June, growing from {first} to {last}.',
      month: 'Month',
      amount: 'Revenue',
    },
    sources: {
      title: 'Booking sources',
      description: 'Donut chart: {list}.',
      direct: 'Direct',
      booking: 'Booking.com',
      airbnb: 'Airbnb',
      others: 'Others',
    },
  },
  explain: {
    title: 'Two systems that work as one',
    pms: {
      title: 'What is a PMS?',
      text: 'A property management system is the operations centre of your property: calendar, rooms, rates, guests, payments and staff tasks. It replaces spreadsheets and notebooks and keeps the history of every stay.',
    },
    channel: {
      title: 'What is a channel manager?',
      text: 'A channel manager connects your property to the booking portals and keeps availability and prices in sync on all of them. When a room sells on one channel, it comes off sale on all the others at the same moment.',
    },
    together: {
      title: 'Why both together?',
      text: 'With both on the same platform, every booking goes straight into the calendar, triggers the automations and shows up in the reports. No imports, no delays and no overbooking.',
    },
  },
  advanced: {
    title: 'Advanced functions',
    lead: 'For those who want to go beyond the basics and grow.',
    items: {
      multiProperty: { title: 'Multiple properties', text: 'Manage a group of properties with one account and consolidated reports.' },
      channelRates: { title: 'Rates by channel', text: 'Percentage or fixed markups and discounts for each portal.' },
      restrictions: { title: 'Stay restrictions', text: 'Minimum and maximum stays, dates closed to arrival or departure, and booking lead time.' },
      automations: { title: 'Custom automations', text: 'Your own rules for messages, tasks and charges at every stage of a booking.' },
      reports: { title: 'Advanced reports', text: 'RevPAR, average daily rate and performance by channel, exportable to spreadsheets.' },
      permissions: { title: 'Permissions by role', text: 'Front desk, housekeeping, management and finance, each with the right access.' },
    },
  },
  extras: {
    title: 'Extra resources',
    lead: 'Included to make your operation more complete.',
    items: {
      api: 'Open API for your own integrations',
      backup: 'Encrypted daily backup',
      whiteLabel: 'Your own brand on the booking page and emails',
      languages: 'Interface in Portuguese, English, Spanish and Italian',
      support: '24/7 support by chat, email and phone',
      loyalty: 'A loyalty programme for returning guests',
      chatbot: 'A chatbot for your property’s website',
      mobileApp: 'A mobile app for managers and staff',
    },
  },
  trial: {
    title: 'Try it free for {days} days',
    text: 'Create your account, connect your channels and see the dashboard with your own data. No credit card and no setup fee.',
  },
} satisfies NamespaceFuncionalidadesTranslation;

export default en_funcionalidades;
