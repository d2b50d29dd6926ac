import type { NamespaceGuestMessagesTranslation } from '../../i18n-types';

const en_guestMessages = {
  lead: 'Messages sent to guests at 10:00 (property time), in the booking’s language. Edit the text of each event and language, or switch sending off.',
  noProperty: 'Add a property to set up the messages.',
  addProperty: 'Add property',
  events: {
    confirmed: 'Booking confirmed',
    pre_arrival: 'Before arrival',
    arrival_day: 'Arrival day',
    post_checkout: 'After check-out',
  },
  eventHint: {
    confirmed: 'Sent right after the booking is confirmed.',
    pre_arrival: 'Sent a few days before check-in, with the online check-in link.',
    arrival_day: 'Sent on the check-in day.',
    post_checkout: 'Sent a few days after check-out, with the review link.',
  },
  locales: { pt: 'Portuguese', en: 'English', es: 'Spanish', it: 'Italian' },
  subject: 'Subject',
  body: 'Text',
  enabled: 'Send this message',
  daysBefore: 'Days before check-in',
  daysAfter: 'Days after check-out',
  variables: 'Available variables',
  variablesHint: 'Write them in braces; they are replaced with the booking’s details.',
  isDefault: 'Default text',
  edited: 'Edited text',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Message saved.',
  saveError: 'Could not save. Check the fields.',
  required: 'Fill in this field.',
  tooLong: 'Text too long (at most {max} characters).',
  daysRange: 'Use a number from 0 to {max}.',
  preview: 'Preview',
  previewTitle: 'Preview',
  previewSubject: 'Subject: {subject}',
  previewWith: 'Preview with',
  previewSampleStay: 'A sample stay',
  previewStay: '{guest} · {checkIn} to {checkOut} · {code}',
} satisfies NamespaceGuestMessagesTranslation;

export default en_guestMessages;
