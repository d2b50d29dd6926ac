import type { NamespaceExemploPagamentoTranslation } from '../../i18n-types';

const en_exemploPagamento = {
  hero: {
    eyebrow: 'Booking engine',
    title: 'Example payment page',
    lead: 'See what guests find when they complete a direct booking: the stay summary, the payment methods and instant confirmation.',
  },
  figure: {
    caption: 'Illustration of a payment page of the Estadia booking engine, with sample values.',
  },
  mock: {
    address: 'your-property.com/payment',
    heading: 'Complete your booking',
    summary: 'Booking summary',
    property: 'Dolomites Chalet',
    location: "Cortina d'Ampezzo, Italy",
    dates: '12 to 15 March',
    guests: '{count} guests',
    nightsLine: '{nights} nights × {price}',
    cleaningFee: 'Cleaning fee',
    serviceFee: 'Service fee',
    total: 'Total',
    method: 'Payment method',
    card: 'Card',
    pix: 'Pix',
    boleto: 'Boleto',
    cardName: 'Name on card',
    cardHolder: 'Emma Johnson',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    cvc: 'CVC',
    pay: 'Pay {total} and confirm',
    secure: 'Payment protected by 3DSecure',
  },
  equivalent: {
    title: 'What the page shows',
    property: 'Accommodation',
    stay: 'Stay',
    stayValue: '{dates}, {nights} nights, {guests} guests',
    prices: 'Amounts',
    pricesValue: '{nights} nights × {price} = {subtotal}; cleaning fee {cleaning}; service fee {service}',
    total: 'Total',
    methods: 'Payment methods',
    methodsValue: 'card, Pix or boleto',
    confirmation: 'Confirmation',
    confirmationValue: 'instant, by email, as soon as the payment is approved',
  },
  steps: {
    title: 'How it works',
    items: {
      review: { title: 'Booking review', text: 'Guests check the dates, the number of guests and every amount before paying.' },
      method: { title: 'Choice of payment method', text: 'Card, Pix or boleto, depending on the options you turn on.' },
      secure: { title: 'Secure payment', text: 'Bank authentication (3DSecure) protects both the guest and you against fraud.' },
      confirm: { title: 'Instant confirmation', text: 'As soon as the payment is approved, the booking is confirmed by email and the date comes off sale on every channel.' },
    },
  },
  links: {
    engine: 'Back to the booking engine',
    payments: 'Discover payment processing',
  },
} satisfies NamespaceExemploPagamentoTranslation;

export default en_exemploPagamento;
