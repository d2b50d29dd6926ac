import type { NamespaceAccountMailTranslation } from '../../i18n-types';

const en_accountMail = {
  emailChangeSubject: 'Confirm your new Estadia email',
  emailChangeBody: 'We received a request to use this address for your Estadia account. Open the link below to confirm the change.',
  emailChangeNoticeSubject: 'The email of your Estadia account is about to change',
  emailChangeNoticeBody: 'A request was made to change the email of your Estadia account to {newEmail}. The change only takes effect once confirmed through the link sent to that address. If this was not you, change your password now.',
  reauthenticationSubject: 'Your Estadia confirmation code',
  reauthenticationBody: 'Use this code to confirm the change to your Estadia account: {code}. It is valid for 1 hour.',
  goodbyeSubject: 'Your Estadia account has been deleted',
  goodbyeBody: 'Your account and all its data (properties, rates, reservations, guests, payments and calendars) have been deleted from Estadia. Thank you for using Estadia.',
} satisfies NamespaceAccountMailTranslation;

export default en_accountMail;
