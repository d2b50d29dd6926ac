import type { NamespaceHomeTranslation } from '../../i18n-types';

const en_home = {
  hero: {
    eyebrow: 'All-in-one hotel management software',
    title: 'Run your property from one place and take more bookings',
    lead: 'PMS, channel manager and a commission-free booking engine for hotels, inns, hostels, holiday homes, campgrounds and resorts. Sync over {portals} portals in real time and say goodbye to overbooking.',
    visualLabel: 'Illustration of the Estadia dashboard with key figures, a revenue chart and a task list',
  },
  features: {
    title: 'Everything your property needs',
    lead: 'Estadia’s core features work together on the same data, from a guest’s first contact to the review after check-out.',
    items: {
      pms: { title: 'Property management (PMS)', text: 'Rooms, rates, guests, staff and reviews organised in one simple dashboard.' },
      channel: { title: 'Channel manager', text: 'Availability, rates and bookings synced with over {portals} portals in real time.' },
      engine: { title: 'Booking engine', text: 'Commission-free direct bookings on your website, on social media or through a branded link.' },
      payments: { title: 'Online payments', text: 'Card, Pix, boleto and more, with no processing fee from Estadia.' },
      automation: { title: 'Automations', text: 'Emails, reminders, housekeeping and price changes happen on their own, right on time.' },
      reports: { title: 'Reports and analytics', text: 'Occupancy, revenue and booking sources so you decide with data.' },
    },
    link: 'Explore all features',
  },
  calendar: {
    title: 'Smart calendar',
    text: 'See every room and channel on a single screen. Each booking appears instantly in its channel’s colour, and any change applies to every portal at once.',
    points: {
      dragDrop: 'Drag a booking to move it to another room or date',
      colors: 'Colours by channel show where each guest came from',
      block: 'Block dates for maintenance in one click',
      rates: 'The day’s rates and restrictions right on the calendar',
    },
    visualLabel: 'Illustration of a booking calendar with rooms and bookings coloured by channel',
  },
  engine: {
    title: 'Commission-free booking engine',
    text: 'A free, customisable booking page with your brand’s colours, fonts and logo. Embed it as a widget on your website or share the link on social media and WhatsApp, even without a website.',
    points: {
      noCommission: 'Zero commission on direct bookings',
      instant: 'Instant confirmation with built-in payment',
      mobile: 'Designed for phones, where most guests book',
    },
    link: 'Discover the booking engine',
  },
  automation: {
    title: 'Automation from booking to check-out',
    lead: 'Every booking starts a flow that runs by itself. You can follow every step, but you never have to do them by hand.',
    stepLabel: 'Step {n}',
    steps: {
      newBooking: { title: 'New booking', text: 'A booking arrives from a portal or from your booking engine.' },
      syncCalendar: { title: 'Calendar synced', text: 'Availability is updated on every channel and overbooking is avoided.' },
      saveCards: { title: 'Cards saved and processed', text: 'Card details are stored securely and charged on the right date.' },
      adjustPrices: { title: 'Prices adjusted automatically', text: 'Rates for the coming days adapt to the new occupancy.' },
      welcomeEmail: { title: 'Welcome email', text: 'The guest receives arrival instructions before check-in.' },
      cleaningApp: { title: 'Housekeeping app', text: 'The cleaning team gets the task on their phone as soon as the room is free.' },
      postCheckoutEmail: { title: 'Post check-out email', text: 'A personal thank-you goes out right after departure.' },
      requestReviews: { title: 'Review request', text: 'The guest is invited to review the stay on a travel review site.' },
    },
  },
  integrations: {
    title: 'Connected to the portals your guests use',
    lead: 'Over {portals} booking portals, payment providers and tools talking to your calendar.',
    link: 'See all integrations',
  },
  testimonials: {
    title: 'Loved by the hosts who use it',
    items: {
      marina: {
        quote: 'No more fear of overbooking. I used to update three extranets by hand; now the calendar takes care of itself and I take care of my guests.',
        name: 'Marina Albuquerque',
        role: 'Guesthouse owner in Paraty',
      },
      ricardo: {
        quote: 'Direct bookings grow month after month, and the commission we used to pay the portals now stays with us.',
        name: 'Ricardo Menezes',
        role: 'Hotel manager in Belo Horizonte',
      },
      ana: {
        quote: 'I manage twelve holiday apartments on my own. The automatic emails and the housekeeping app gave me back hours every week.',
        name: 'Ana Paula Ferreira',
        role: 'Host in Florianópolis',
      },
    },
  },
  questions: {
    title: 'Frequently asked questions',
    items: {
      setup: { q: 'How long does it take to get started?', a: 'A few minutes: add your property, rooms and rates, and connect the channels you already use. Our team helps you import your future bookings.' },
      channels: { q: 'How many portals can I connect?', a: 'Over {portals} booking portals, with availability, rates and bookings synced in real time.' },
      trial: { q: 'Can I try it before I subscribe?', a: 'Yes. The free trial lasts {days} days, needs no credit card and there is no setup fee.' },
    },
    link: 'See all questions',
  },
  cta: {
    title: 'See Estadia at work in your property',
    text: 'In a short demo, we show you how Estadia fits into your property’s daily routine.',
  },
  advantages: {
    title: 'Why hosts choose Estadia',
    items: {
      allInOne: { title: 'Everything on one platform', text: 'PMS, channel manager, booking engine and payments without makeshift integrations.' },
      realTime: { title: 'Real-time sync', text: 'Every sale updates every channel instantly.' },
      noCommission: { title: 'No commission', text: 'Direct bookings are yours, down to the last cent.' },
      support: { title: '24/7 support', text: 'Chat, email and phone, whenever you need us.' },
      mobile: { title: 'Mobile app', text: 'Follow bookings and tasks from anywhere.' },
      languages: { title: 'Four languages', text: 'Portuguese, English, Spanish and Italian for your team and your guests.' },
      setup: { title: 'Ready in minutes', text: 'No setup fee, and our team helps you migrate.' },
      backup: { title: 'Daily backup', text: 'Your data copied every day and protected with encryption.' },
    },
  },
  problems: {
    title: 'Common problems, simple solutions',
    problemLabel: 'Problem',
    solutionLabel: 'Solution',
    button: 'See how it works',
    items: {
      overbooking: {
        title: 'Overbooking',
        problem: 'The same room sold on two portals, a guest with nowhere to stay and a bad review.',
        solution: 'The channel manager closes the date on every channel the second a booking arrives.',
      },
      manualWork: {
        title: 'Manual work',
        problem: 'Spreadsheets, copy-pasted messages and forgotten tasks eat up your team’s day.',
        solution: 'Automations handle emails, housekeeping and prices, and everything is recorded in one place.',
      },
      commissions: {
        title: 'Dependence on portals',
        problem: 'Every portal booking costs a commission, and the portal keeps the relationship with the guest.',
        solution: 'The commission-free booking engine brings guests straight to you, with instant payment and confirmation.',
      },
    },
  },
  security: {
    title: 'Your data and your guests’ data, protected',
    text: 'We take security seriously in every layer of the platform, from card storage to your team’s access.',
    items: {
      lgpd: 'Compliant with Brazil’s LGPD',
      pci: 'Payments in a PCI-DSS environment',
      encryption: 'Connections encrypted end to end',
      backup: 'Daily backup and a {uptime}% uptime target',
    },
    link: 'Trust and security',
  },
  badges: {
    title: 'Partnerships and certifications',
    lead: 'Certified connectivity with the leading portals and payments that follow the industry’s security standards.',
    items: {
      connectivity: { title: 'Certified connectivity', text: 'Booking.com, Airbnb and Expedia' },
      googleHotels: { title: 'Integration partner', text: 'Google Hotel Ads' },
      pci: { title: 'Payment security', text: 'PCI-DSS and 3DSecure' },
      lgpd: { title: 'Privacy', text: 'LGPD' },
    },
  },
  partners: {
    title: 'Partners that are part of Estadia',
    lead: 'Payment, communication and technology providers built into the platform.',
  },
} satisfies NamespaceHomeTranslation;

export default en_home;
