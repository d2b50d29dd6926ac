import type { NamespaceMotorTranslation } from '../../i18n-types';

const en_motor = {
  hero: {
    eyebrow: 'Booking engine',
    title: 'Commission-free direct bookings that look like your brand',
    lead: 'A free, customisable booking page for your website, your social media or your WhatsApp. Guests book in a few clicks and you keep the full amount.',
  },
  how: {
    title: 'How guests book',
    steps: {
      dates: { title: 'They choose their dates', text: 'A simple calendar shows right away which nights are free.' },
      prices: { title: 'They see availability and prices', text: 'The price of each night appears before any commitment, with no surprises.' },
      book: { title: 'They book in one click', text: 'No mandatory sign-up and no long forms.' },
      confirm: { title: 'They pay and get confirmed', text: 'With built-in payment, the booking is confirmed immediately and comes off sale on every channel.' },
    },
  },
  examples: {
    title: 'Example booking pages',
    lead: 'Each example opens a live demo booking page. Pick dates, check prices and try out a booking.',
    open: 'Open the live example',
    openLabel: 'Open the live example: {name}',
    perNight: '{price} per night',
    address: 'your-property.com',
    book: 'Book',
    items: {
      seaView: { title: 'Sea-view chalet', text: 'For places that sell the sunset: wide photos, a pool and the beach a few minutes away.', location: 'Cascais, Portugal' },
      luxury: { title: 'Luxury chalet', text: 'An elegant page for high-end stays, with a fireplace and mountain views.', location: "Cortina d'Ampezzo, Italy" },
      family: { title: 'Family chalet', text: 'Room for six guests, children welcome and every house rule in plain sight.', location: 'Campos do Jordão, Brazil' },
    },
  },
  payment: {
    title: 'And when it is time to pay?',
    text: 'Payment happens on the same page, by card, Pix or boleto, and the booking is confirmed as soon as the payment is approved.',
    link: 'See an example payment page',
  },
  features: {
    title: 'Built to sell direct',
    items: {
      customize: { title: 'Customisable', text: 'Your brand’s colours, fonts and logo in every detail.' },
      widget: { title: 'Widget or your own link', text: 'Embed it in your website or share a link with your property’s name.' },
      social: { title: 'Social media and WhatsApp', text: 'Sell on Instagram, on Facebook or in a chat, even without a website.' },
      noCommission: { title: 'Zero commission', text: 'Every direct booking is yours, with no middlemen.' },
      sync: { title: 'Synced with the portals', text: 'Availability is the same as in the channel manager, in real time.' },
      mobile: { title: 'Ready for phones', text: 'Fast and easy on a small screen, where most guests book.' },
    },
  },
  cta: {
    title: 'Start selling direct',
    text: 'The booking page is included in every Estadia plan.',
  },
} satisfies NamespaceMotorTranslation;

export default en_motor;
