import type { NamespaceBookingWidgetTranslation } from '../../i18n-types';

const en_bookingWidget = {
  form: {
    heading: 'Book direct',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    guests: 'Guests',
    submit: 'Check availability',
    newTab: '(opens in a new tab)',
    frameTitle: 'Direct booking',
    notFound: 'This property is not taking bookings at the moment.',
  },
  snippet: {
    title: 'Booking widget for your website',
    help: 'Paste this code into your website where the form should appear: it shows dates and guests in your brand colour and opens this property\'s booking page with the chosen dates, in the guest\'s language.',
    scriptLabel: 'Widget code',
    iframeLabel: 'Iframe alternative (works without JavaScript)',
    copy: 'Copy code',
    copied: 'Code copied.',
    copyFailed: 'Could not copy: select the text and copy it.',
  },
} satisfies NamespaceBookingWidgetTranslation;

export default en_bookingWidget;
