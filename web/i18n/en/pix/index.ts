import type { NamespacePixTranslation } from '../../i18n-types';

const en_pix = {
  panel: {
    title: 'Pay with Pix',
    amountDue: 'Amount to pay now',
    full: 'The full amount of the stay.',
    deposit: 'A deposit to secure the booking; the rest, {rest}, at the property.',
    deadline: 'Pay by {when}. Without payment, the booking is cancelled and the dates released.',
    scan: "Open your bank's app, choose Pix and scan the QR code, or copy the code below.",
    qrLabel: 'Pix QR code for {amount}, booking {code}',
    codeLabel: 'Pix copy-and-paste code',
    copy: 'Copy code',
    copied: 'Code copied.',
    copyFailed: 'Could not copy. Select the code and copy it.',
    receiver: 'Receiver: {name}',
    paid: 'Payment received. Thank you!',
  },
  record: {
    title: 'Record a payment',
    amount: 'Amount ({currency})',
    method: 'Payment method',
    methods: { pix: 'Pix', cash: 'Cash', card: 'Card', transfer: 'Bank transfer', other: 'Other' },
    receivedOn: 'Received on',
    note: 'Note (optional)',
    submit: 'Record payment',
    saving: 'Recording…',
    saved: 'Payment of {amount} recorded.',
    error: 'We could not record the payment. Please try again.',
    errors: {
      amount: 'Enter an amount above zero, with at most two decimals.',
      method: 'Choose the payment method.',
      receivedOn: 'Enter a date no later than today.',
      note: 'At most 500 characters.',
    },
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due',
    history: 'Payments received',
    none: 'No payment recorded yet.',
  },
  mail: {
    greeting: 'Hello {name},',
    guestSubject: 'Booking {code} cancelled: the Pix payment did not arrive in time',
    guestBody: 'We did not receive the Pix payment of {amount} for your booking {code} at {property} ({checkIn} to {checkOut}) by {deadline}. The booking has been cancelled and the dates are available again.',
    guestNext: "If you would still like to stay, please make a new booking on the property's page. If you paid and still got this email, reply with the receipt.",
    hostSubject: 'Booking {code} released: Pix not paid in time',
    hostBody: 'Booking {code} by {guest} at {property} ({checkIn} to {checkOut}) was waiting for a Pix payment of {amount} by {deadline}. No payment was recorded, so it has been cancelled and its nights released.',
    hostNext: 'If the payment did arrive, create the booking again in the calendar and record the payment.',
    signature: 'The Estadia team',
  },
} satisfies NamespacePixTranslation;

export default en_pix;
