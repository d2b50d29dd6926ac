import type { NamespaceOnlinePayTranslation } from '../../i18n-types';

const en_onlinePay = {
  choice: {
    online: 'Pay online now ({provider})',
    onlineHint: "Card, digital wallet or Pix, straight into the host's account.",
    pix: 'Pix (QR code and copy-and-paste)',
    atProperty: 'Pay at the property',
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
  connect: {
    title: 'Online payments',
    intro: 'Take cards, wallets and Pix in your own Mercado Pago or Stripe account. Estadia charges no fee.',
    provider: 'Provider',
    secretMercadopago: 'Production access token',
    secretStripe: 'Secret key (sk_live_…)',
    webhookSecret: 'Notification signing secret',
    submit: 'Connect',
    saving: 'Connecting…',
    connected: '{provider}: connected, key ending in {last4}',
    disconnect: 'Disconnect {provider}',
    none: 'No account connected.',
    refused: '{provider} refused the key: {reason}',
    webhookUrl: 'Notification URL',
    stepsTitle: "Paste this URL in the provider's dashboard",
    stepsMercadopago: 'In Mercado Pago, open Your integrations, pick the application, go to Webhooks > Configure notifications, paste the URL in production mode, tick the Payments event and save. Copy the secret signature shown there into the field above.',
    stepsStripe: 'In Stripe, open Developers > Webhooks, add an endpoint with this URL and the events checkout.session.completed and checkout.session.async_payment_succeeded. Copy the signing secret (whsec_…) into the field above.',
    propertyProvider: 'Online payments for this property',
    propertyNone: 'None (static Pix or payment at the property)',
    propertySaved: "The property's provider is saved.",
  },
  refund: {
    title: 'Refund through the provider',
    amount: 'Amount to refund ({currency})',
    submit: 'Refund',
    done: 'Refund of {amount} made.',
    failed: 'The provider refused the refund: {reason}',
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
