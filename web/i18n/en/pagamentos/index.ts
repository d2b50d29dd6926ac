import type { NamespacePagamentosTranslation } from '../../i18n-types';

const en_pagamentos = {
  hero: {
    eyebrow: 'Payment processing',
    title: 'Get paid online, with no processing fee from Estadia',
    lead: 'Charge bookings by card, Pix, boleto and more, right inside Estadia. You choose the payment provider and the money goes to your own account.',
  },
  noFee: {
    title: 'No Estadia fee',
    text: 'Estadia charges no fee on payments. You only pay the rates of the payment provider you choose, and you need an account with that provider.',
  },
  processing: {
    title: 'Payment at the moment of booking',
    text: 'On the booking engine, guests pay as they book and the confirmation goes out instantly. For portal bookings, Estadia stores card details securely so you can charge on the agreed date.',
    points: {
      instant: 'Instant confirmation of paid bookings',
      deposit: 'Deposit, full payment or payment on arrival, following your policy',
      policies: 'Cancellation rules applied automatically',
    },
  },
  cards: {
    title: 'Card and virtual card charging',
    text: 'Charge stored credit cards and the virtual cards sent by the portals without typing a single number.',
    points: {
      stored: 'Cards stored in a secure environment and charged in one click',
      virtual: 'Portal virtual cards charged automatically on the date they become available',
      preauth: 'Pre-authorisation for security deposits and damage charges',
      refunds: 'Full or partial refunds straight from the booking',
    },
  },
  requests: {
    title: 'Payment requests and monitoring',
    text: 'Send a payment link by email or WhatsApp and follow every charge until the money reaches your account.',
    points: {
      links: 'Payment links with a set amount and due date',
      status: 'The status of every payment: pending, paid, declined or refunded',
      reminders: 'Automatic reminders for outstanding payments',
      reconciliation: 'A payments report to reconcile with your bank',
    },
  },
  options: {
    title: 'Payment options',
    lead: 'Offer guests the way to pay they prefer.',
    items: {
      cardProvider: { title: 'Credit and debit cards', text: 'Through the card provider of your choice, with instalments where available.' },
      wallet: { title: 'Digital wallet', text: 'Payment with a digital wallet account, without typing the card.' },
      pix: { title: 'Pix', text: 'Instant payment by QR code or copy-and-paste code, confirmed in seconds.' },
      bankTransfer: { title: 'Bank transfer', text: 'Your account details sent to the guest, marked as paid by hand or by reconciliation.' },
      cheque: { title: 'Cheque', text: 'The cheque received recorded on the booking itself.' },
      offline: { title: 'Offline payment', text: 'Cash or a card machine at the front desk, recorded for your records.' },
      boleto: { title: 'Boleto', text: 'A Brazilian bank payment slip generated with a due date and sent to the guest.' },
      bitcoin: { title: 'Bitcoin', text: 'Accept Bitcoin, with optional conversion to your local currency.' },
    },
  },
  currencies: {
    title: 'Multiple currencies',
    text: 'Welcome guests from all over the world: with one of the providers, over {count} currencies are accepted, and the provider handles the conversion.',
  },
  security: {
    title: 'Security and compliance',
    lead: 'Payments follow the standards required in Brazil and in Europe.',
    badgesLabel: 'Security badges',
    badges: {
      sca: { name: 'SCA', text: 'Strong customer authentication for European payments.' },
      psd2: { name: 'PSD2', text: 'Compliance with the European Payment Services Directive.' },
      threeDSecure: { name: '3DSecure', text: 'The cardholder confirms the payment with the issuing bank.' },
      lgpd: { name: 'LGPD', text: 'Personal data handled under Brazil’s data protection law.' },
      pciDss: { name: 'PCI-DSS', text: 'Card data stored and processed to the card industry standard.' },
    },
  },
  questions: {
    title: 'Frequently asked questions about payments',
    items: {
      fee: { q: 'Does Estadia charge any fee on payments?', a: 'No. Estadia charges no processing fee. You only pay the rates of the payment provider you choose, under your own agreement with them.' },
      account: { q: 'Do I need an account with a payment provider?', a: 'Yes. To be paid online, you need an account with the provider you choose. We help you connect that account to Estadia during setup.' },
      payout: { q: 'When does the money reach my account?', a: 'The payment provider sets the timing: with Pix the money arrives instantly; with cards it follows the payout schedule in your agreement.' },
      virtualCards: { q: 'How do the portals’ virtual cards work?', a: 'The portals send a virtual card with the booking. Estadia stores its details securely and charges it automatically on the date the card becomes available.' },
      currencies: { q: 'Can I accept other currencies?', a: 'Yes. With one of the providers, over {count} currencies are accepted and the provider converts them into your account’s currency.' },
      security: { q: 'Is card data kept safe?', a: 'Yes. Card data is stored in a PCI-DSS environment, payments use 3DSecure and strong authentication where required, and personal data follows the LGPD.' },
    },
  },
  cta: {
    title: 'Start getting paid online today',
    text: 'Talk to our team and connect your payment provider to Estadia.',
  },
} satisfies NamespacePagamentosTranslation;

export default en_pagamentos;
