import type { NamespaceCaracteristicasTranslation } from '../../i18n-types';

const en_caracteristicas = {
  hero: {
    eyebrow: 'Features',
    title: 'One complete platform to manage, sell and get paid',
    lead: 'Estadia brings together property management, the channel manager and the direct booking engine. All three share the same calendar, the same guests and the same figures, so nothing has to be typed twice.',
  },
  blocks: {
    pms: {
      title: 'Property management',
      text: 'Organise rooms, rates, guests and staff in a dashboard built for the daily routine of the front desk. From check-in to check-out, every step is recorded and easy to find.',
      points: {
        rooms: 'Rooms, room types and rates set up in minutes',
        guests: 'A complete profile for every guest, with their stay history',
        team: 'Staff access with permissions by role',
        reviews: 'Guest reviews gathered in one place',
      },
      visualLabel: 'Illustration of the management dashboard with key figures, a revenue chart and a task list',
    },
    channel: {
      title: 'Channel manager',
      text: 'Connect your property to over {portals} booking portals and keep availability, rates and bookings identical on all of them, in real time. A sale on any channel closes the date on all the others.',
      points: {
        realTime: 'Real-time sync that prevents overbooking',
        markup: 'Per-channel prices with a percentage or fixed markup or discount',
        restrictions: 'Minimum stay and arrival restrictions by channel',
        mapping: 'Room and rate mapping done together with our team',
      },
      visualLabel: 'Illustration of Estadia connected to six booking portals',
    },
    engine: {
      title: 'Booking engine',
      text: 'Sell direct, commission-free, on a booking page that carries your brand. Guests choose their dates, see the price of each night, pay and get their confirmation instantly.',
      points: {
        free: 'A free, customisable booking page',
        widget: 'A widget for your website or your own link for social media',
        payments: 'Built-in payment with instant confirmation',
        noWebsite: 'Works even without a website, straight from WhatsApp',
      },
      visualLabel: 'Illustration of a booking page open on a phone',
    },
  },
  cards: {
    title: 'And much more in the same dashboard',
    lead: 'Features that round off your property’s routine, all included in the platform.',
    items: {
      inbox: { title: 'Unified inbox', text: 'Messages from every portal and your website in a single conversation per guest.' },
      billing: { title: 'Billing and invoices', text: 'Invoices, receipts and payment tracking generated from your bookings.' },
      housekeeping: { title: 'Housekeeping and check-in/out', text: 'Each room’s status updated by the cleaning team on their phones.' },
      reports: { title: 'Reports and analytics', text: 'Occupancy, average daily rate, revenue per room and booking sources.' },
      pricing: { title: 'Dynamic pricing', text: 'Rates that follow demand, seasonality and occupancy.' },
      mobileApp: { title: 'Mobile app', text: 'Bookings, calendar and tasks in the palm of your hand, wherever you are.' },
    },
  },
  cta: {
    title: 'Want to see all this in your property?',
    text: 'Book a demo and get your questions answered by a specialist.',
  },
} satisfies NamespaceCaracteristicasTranslation;

export default en_caracteristicas;
