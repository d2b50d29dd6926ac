import type { NamespaceOnlinePayTranslation } from '../../i18n-types';

const en_onlinePay = {
  choice: {
    online: 'Pay online now ({provider})',
    onlineHint: "Card, digital wallet or Pix, straight into the host's account.",
    pix: 'Pix (QR code and copy-and-paste)',
    atProperty: 'Pay at the property',
  },
  /** The booking page's policy line when an online provider takes the payment (not only Pix). */
  policy: {
    full: 'Full payment when booking.',
    deposit: 'A {percent}% deposit when booking; the rest at the property.',
  },
  panel: {
    title: 'Online payment',
    amountDue: 'Amount to pay now: {amount}',
    deadline: 'Pay by {when}. Without payment, the booking is cancelled and the dates released.',
    atOnce: 'Payment due now: arrival is soon.',
    payCard: 'Pay by card or wallet',
    payStripe: 'Pay now',
    pixTitle: 'Or pay with Pix',
    pixScan: "Scan the QR code in your bank's app or copy the code.",
    pixCode: 'Pix copy-and-paste code',
    paid: 'Payment received. Booking confirmed.',
    waiting: 'If you have paid already, the confirmation arrives in a moment: reload the page.',
    expired: 'This charge has expired.',
    retry: 'Create a new charge',
    failed: 'The charge could not be created right now. Try again in a moment.',
    simulate: 'Simulate the payment (local mode)',
    refunded: 'Refunded: {amount}',
  },
  mail: {
    lateHostSubject: 'Payment received for booking {code}, already cancelled: refunded',
    lateHostBody:
      '{provider} confirmed a payment of {amount} for booking {code} ({guest}, {checkIn} to {checkOut}), but its deadline had passed and the booking had been cancelled. The amount was refunded to the guest automatically.',
    lateGuestSubject: 'Your payment for booking {code} was refunded',
    lateGuestBody:
      'We received your payment of {amount} after the deadline of booking {code} at {property}, which had already been cancelled. {provider} has returned the amount. If you still want the dates, please book again.',
    signature: 'The Estadia team',
  },
  simulator: {
    title: 'Payment simulator (local mode)',
    intro: 'No real money: this simulator plays {provider} so you can watch the booking confirm.',
    amount: 'Amount: {amount}',
    pay: 'Approve payment',
    unknown: 'Charge not found (the simulator forgets its charges when the server restarts).',
  },
} satisfies NamespaceOnlinePayTranslation;

export default en_onlinePay;
