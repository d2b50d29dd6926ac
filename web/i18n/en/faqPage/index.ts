import type { NamespaceFaqPageTranslation } from '../../i18n-types';

const en_faqPage = {
  title: 'Frequently asked questions',
  lead: 'Everything hosts ask most before getting started with Estadia. Open as many questions as you like: each one opens and closes on its own.',
  categoriesLabel: 'Categories',
  categories: {
    general: 'General',
    channelManager: 'Channel Manager',
    bookingEngine: 'Booking Engine',
    support: 'Support',
    pricing: 'Pricing',
    payments: 'Payments and Security',
  },
  general: {
    whatIs: {
      q: 'What is Estadia?',
      a: 'Estadia is all-in-one hotel management software: it brings the property management system (PMS), the channel manager and the direct booking engine together on one platform. You manage your calendar, rates, guests, team, payments and reviews without switching between different tools.',
    },
    setup: {
      q: 'How long does it take to get started?',
      a: 'The initial setup takes minutes: you add your property, rooms and rates and connect the channels you already use. Our onboarding team guides your first steps and imports your upcoming bookings so nothing gets lost when you switch systems.',
    },
    propertyTypes: {
      q: 'Which types of property is Estadia for?',
      a: 'All of them: hotels, inns, hostels, B&Bs, holiday homes and apartments, campgrounds and resorts. It works just as well for a single unit as for groups with several properties.',
    },
    languages: {
      q: 'Which languages is the system available in?',
      a: 'The dashboard and the website are available in Portuguese, English, Spanish and Italian. Each team member can use the language they prefer, and the booking engine shows each guest the right language.',
    },
  },
  channelManager: {
    portals: {
      q: 'How many booking portals does Estadia connect to?',
      a: 'Over {portals} booking portals, including Booking.com, Airbnb, Expedia and Decolar. You choose which channels to switch on and can add new ones at any time.',
    },
    overbooking: {
      q: 'How does the channel manager prevent overbooking?',
      a: 'Availability, prices and bookings are synchronised in real time. When a booking arrives through any channel, the room is blocked immediately everywhere else, so the same night is never sold twice.',
    },
    channelPrices: {
      q: 'Can I set different prices on each channel?',
      a: 'Yes. Starting from your base rate, you set a markup or markdown for each channel, as a percentage or a fixed amount. That way you can offset a portal’s commission or offer the best price on your own site without typing rates channel by channel.',
    },
  },
  bookingEngine: {
    install: {
      q: 'How do I add the booking engine to my website?',
      a: 'You can embed it on your website as a widget or use a branded link of your own. The link works without a website too: share it on social media or WhatsApp and take commission-free direct bookings.',
    },
    customise: {
      q: 'Can I customise the booking page?',
      a: 'Yes. Colours, fonts, logo, photos and texts follow your property’s identity, so guests book on a page that looks like yours rather than a portal’s.',
    },
    gateways: {
      q: 'Which payment methods does the booking engine accept?',
      a: 'The engine connects to payment gateways to accept credit cards, Pix, boleto and other options. The booking is confirmed as soon as the payment is approved.',
    },
  },
  support: {
    channels: {
      q: 'How does support work?',
      a: 'Our support team is available 24 hours a day, 7 days a week, by chat, email and phone. You talk to people who know how a property runs day to day, in Portuguese, English, Spanish or Italian.',
    },
    training: {
      q: 'Do you offer training?',
      a: 'Yes. Every customer gets guided onboarding, live training sessions for the team, video tutorials and detailed documentation to look things up whenever needed.',
    },
  },
  pricing: {
    model: {
      q: 'How does billing work?',
      a: 'The subscription is monthly or yearly, and the price depends on the number of rooms or properties and the features you choose. On the pricing page you can work out the exact price for your property.',
    },
    quote: {
      q: 'Can I ask for a custom quote?',
      a: 'Yes. For chains, groups with many properties or specific integration needs, we prepare a tailored quote. Talk to our team through the contact page.',
    },
    trial: {
      q: 'Is there a free trial?',
      a: 'Yes: {trialDays} days free, with access to every feature and no credit card required. At the end of the trial you decide whether to continue.',
    },
    setupFee: {
      q: 'Is there a setup fee or a commission on bookings?',
      a: 'No. We charge no setup fee and no commission on the bookings you receive. You only pay the subscription for the plan you choose.',
    },
  },
  payments: {
    fees: {
      q: 'Does Estadia charge a fee on the payments I receive?',
      a: 'No. Estadia charges no processing fee. You only pay the fees of the payment provider you choose, with whom you need an account of your own.',
    },
    dataSecurity: {
      q: 'Is my guests’ data safe?',
      a: 'Yes. Connections are encrypted, access to the dashboard is protected by authentication and card data is handled by PCI-DSS certified providers. We follow Brazil’s General Data Protection Law (LGPD) in all processing of personal data.',
    },
    ownership: {
      q: 'Who owns my property’s data?',
      a: 'You do. You can export your bookings and guest records at any time. If you close your account, the data is deleted within the periods set out in our terms of service.',
    },
    backup: {
      q: 'How often are backups made?',
      a: 'We back up all data every day and store the backups encrypted, so information can be recovered even if something fails.',
    },
  },
  moreTitle: 'Didn’t find your answer?',
  moreText: 'Our team replies quickly and helps you find the best setup for your property.',
  contactButton: 'Contact Us',
  homeButton: 'Back to Home',
} satisfies NamespaceFaqPageTranslation;

export default en_faqPage;
