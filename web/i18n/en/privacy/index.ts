import type { NamespacePrivacyTranslation } from '../../i18n-types';

const en_privacy = {
  title: 'Privacy policy',
  lead: 'This policy explains which personal data Estadia collects, what it uses it for, who it shares it with and how you can exercise your rights, in line with Brazil’s General Data Protection Law (LGPD).',
  sections: {
    collection: {
      title: 'Data we collect',
      body: 'We collect only the data needed to provide the service:\n\n- account data: the name, email, phone number and property details of whoever creates an account;\n- usage data: pages visited, the chosen language and technical access logs, such as IP address and browser, for security and diagnostics;\n- data you send us: messages through the contact form and the email address you give when subscribing to the newsletter;\n- guest data: when you use the platform, the booking and guest data that you or the connected channels record.\n\nFor guest data, your property is the controller and Estadia acts as processor, handling it only according to your instructions.',
    },
    use: {
      title: 'How we use the data',
      body: 'We use personal data to:\n\n- create and maintain your account and authenticate your access;\n- provide the subscribed service: synchronise channels, process bookings and send the automatic messages you set up;\n- answer your messages and provide support;\n- send the newsletter, only if you subscribed, with the option to unsubscribe in every email;\n- protect the platform against fraud and unauthorised access and meet legal obligations.\n\nWe do not sell personal data and do not use it for third-party advertising.',
    },
    sharing: {
      title: 'Sharing',
      body: 'We share data only when the service needs it or the law requires it:\n\n- with the booking portals and payment providers you connect, to synchronise bookings and process payments;\n- with suppliers that help us run the platform, such as cloud hosting and email delivery, under confidentiality and security agreements;\n- with public authorities, when there is a legal obligation or a court order.\n\nSome of these suppliers may store data outside Brazil; in those cases we require protection safeguards compatible with the LGPD.',
    },
    rights: {
      title: 'Your rights',
      body: 'As a data subject, you can at any time:\n\n- confirm whether we process your data and access it;\n- correct incomplete, inaccurate or outdated data;\n- ask for unnecessary data to be anonymised, blocked or deleted;\n- ask for your data to be transferred to another provider;\n- withdraw consent where processing is based on it, for example for the newsletter;\n- lodge a complaint with Brazil’s National Data Protection Authority (ANPD).\n\nTo exercise these rights, write to our support team through the contact page. We reply within 15 days. We keep data only for as long as the purposes above require or the law demands.',
    },
  },
} satisfies NamespacePrivacyTranslation;

export default en_privacy;
