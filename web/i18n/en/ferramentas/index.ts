import type { NamespaceFerramentasTranslation } from '../../i18n-types';

const en_ferramentas = {
  hero: {
    eyebrow: 'Tools',
    title: 'Tools that work for you',
    lead: 'Everything a property uses day to day, gathered in one place and connected to the same calendar. Fewer spreadsheets, less rework and more time for your guests.',
  },
  grid: {
    title: '{count} tools, one login',
    lead: 'All included in the platform, with no hidden modules.',
  },
  tools: {
    calendar: { title: 'Smart calendar', text: 'Every room and channel on one screen, with drag-and-drop bookings and colours by channel.' },
    rates: { title: 'Rates and availability', text: 'Prices, minimum stays and restrictions by date, room and channel, updated in bulk.' },
    inbox: { title: 'Unified inbox', text: 'Messages from the portals, your website and WhatsApp gathered by guest.' },
    messages: { title: 'Automatic messages', text: 'Confirmations, reminders, welcome and post check-out emails sent at the right time.' },
    checkin: { title: 'Online check-in and check-out', text: 'Guests send their documents and details before arrival, and the front desk moves faster.' },
    housekeeping: { title: 'Housekeeping app', text: 'Cleaning tasks assigned automatically and room status in real time.' },
    invoices: { title: 'Billing and invoices', text: 'Invoices, receipts and statements generated from each booking.' },
    reports: { title: 'Reports and analytics', text: 'Occupancy, average daily rate, RevPAR and booking sources, filtered by period.' },
    dynamicPricing: { title: 'Dynamic pricing', text: 'Rules that adjust rates to occupancy and booking lead time.' },
    reviews: { title: 'Review management', text: 'Automatic review requests and every portal’s scores on one dashboard.' },
    team: { title: 'Team and permissions', text: 'Each person sees and changes only what their role allows.' },
    guests: { title: 'Guest records', text: 'History, preferences and contact details to look after returning guests better.' },
    api: { title: 'Integration API', text: 'Connect your own systems and partners with a documented API.' },
    backup: { title: 'Daily backup', text: 'An automatic, encrypted copy of all your data, every day.' },
    whiteLabel: { title: 'Your own brand', text: 'Booking page and emails with your logo, your colours and your domain.' },
    mobileApp: { title: 'Mobile app', text: 'Follow bookings, the calendar and tasks from your phone.' },
    chatbot: { title: 'Website chatbot', text: 'Answers guests’ common questions at any hour and leads them to book.' },
  },
  cta: {
    title: 'Want to see these tools in action?',
    text: 'Chat with a specialist on WhatsApp and find out which tools fit your property’s routine.',
  },
} satisfies NamespaceFerramentasTranslation;

export default en_ferramentas;
