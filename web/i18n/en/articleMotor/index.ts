import type { NamespaceArticleMotorTranslation } from '../../i18n-types';

const en_articleMotor = {
  intro: 'Booking portals are great for being found, but every booking they bring has a cost: commissions that can exceed 15% of the stay and a guest whose contact details belong to the portal, not to you. A booking engine of your own changes that equation.\n\nA booking engine is the system that lets guests choose dates, see availability and prices and book directly with your property, paying on the spot. Here is why it has become indispensable for hotels, inns and holiday-rental hosts.',
  listTitle: 'The benefits of your own booking engine',
  items: {
    b1: {
      title: 'More profit on every booking',
      body: 'With no intermediary, a direct booking pays no commission. For every 100 you charge for a night, a 15% commission takes 15 away from you; over a year, the difference between selling through portals and selling direct can pay for a renovation, a new employee or simply a higher profit.\n\nThat extra margin also gives you room to offer the best price or an exclusive perk to people who book direct, which feeds the cycle: more guests learn that booking on your website is worth it.',
    },
    b2: {
      title: 'A direct relationship with your guests',
      body: 'When guests book with you, the conversation starts from the very first contact. You send a confirmation with your brand, make offers before arrival, personalise the service and stay in touch after the stay.\n\nThat relationship is the foundation of loyalty. A guest who had a good experience and receives an offer from you for their next trip is far more likely to come back, and to come back direct, without going through the portal.',
    },
    b3: {
      title: 'Guest data that is yours',
      body: 'With direct bookings, guest data, with proper consent, stays with your property: name, email, preferences, travel dates and stay history. With this information you understand who your audience is and where it comes from.\n\nThis data feeds email campaigns, loyalty programmes and far more precise pricing and marketing decisions. All of it handled in line with data protection law, with transparency towards guests about how their information is used.',
    },
    b4: {
      title: 'The flexibility to sell your way',
      body: 'In your own booking engine, the rules are yours. You create packages with breakfast or tours, offer discount codes, set your own cancellation policies and sell extras such as transfers and late check-out at the moment of booking.\n\nThe booking page also follows your visual identity, with the colours, fonts, logo and photos you choose. Guests book in a setting that looks like yours rather than a portal’s, which builds trust and strengthens your brand.',
    },
  },
  sections: {
    sync: {
      title: 'Real-time synchronisation, no overbooking',
      body: 'A common worry is selling the same night on your website and on a portal at the same time. When the booking engine is integrated with the channel manager, that does not happen: every booking made on your website instantly updates availability on every channel, and every portal booking blocks the date on your website.\n\nPrices, restrictions and availability are managed in one place, and the confirmation reaches the guest as soon as the payment is approved, by card, Pix or boleto.',
    },
    noWebsite: {
      title: 'No website needed',
      body: 'No website? No problem. Estadia’s booking engine creates a booking page of your own, with a branded link you can share on Instagram, Facebook, WhatsApp or Google.\n\nIf you already have a website, the engine can be embedded as a widget, with a book button on every page. Either way, setup takes minutes and requires no technical knowledge, and guests see availability and prices in real time and pay securely on the same page.',
    },
  },
  conclusionTitle: 'Use the portals to be found and your engine to grow',
  conclusion: 'Portals remain important for attracting new guests. Your own booking engine is what turns those guests into your customers, with more profit per booking, a direct relationship and data to grow.\n\nEstadia includes a free, customisable booking page, integrated with the channel manager and the main payment methods, with no commission on bookings.',
} satisfies NamespaceArticleMotorTranslation;

export default en_articleMotor;
