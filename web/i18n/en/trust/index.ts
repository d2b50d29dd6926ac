import type { NamespaceTrustTranslation } from '../../i18n-types';

const en_trust = {
  title: 'Trust and security',
  lead: 'You trust us with your bookings, your payments and your guests’ data. These are the commitments we make to protect all of it.',
  commitmentsTitle: 'Our commitments',
  commitments: {
    dataProtection: {
      title: 'Data protection',
      text: 'All traffic between your browser and Estadia is encrypted, and so is the data we store. Access to the dashboard requires authentication, every team member has a user of their own, and card data is handled only by PCI-DSS certified payment providers, never stored by us.',
    },
    monitoring: {
      title: 'Continuous monitoring',
      text: 'Our infrastructure is watched around the clock. Automatic alerts tell the team about any unusual behaviour, unauthorised access attempts or slowness, and we back up all data every day so information can be recovered even if something fails.',
    },
    audits: {
      title: 'Regular audits',
      text: 'We regularly review the code, access permissions and the system’s dependencies, and fix vulnerabilities as soon as they are found. Significant changes are reviewed by another team member before they reach production.',
    },
    lgpd: {
      title: 'LGPD compliance',
      text: 'We process personal data in line with Brazil’s General Data Protection Law (Law No. 13,709/2018): we collect only what is needed, explain what each piece of data is used for and answer data subjects’ requests for access, correction and deletion.',
    },
  },
  practicesTitle: 'What you can do at your property',
  practices: '- Create a user for each team member, with only the permissions they need.\n- Use long passwords that differ from the ones you use for other services.\n- Remove access for anyone who leaves the team on the same day.\n- Never ask for card details by email or message: use the booking engine or the payment link.',
  reportTitle: 'Found a security problem?',
  reportText: 'If you believe you have found a vulnerability or a misuse of your data, write to {email}. We respond as a priority and keep you informed until it is resolved.',
  reportButton: 'Report a problem',
  reportSubject: 'Security report',
  privacyLink: 'Read our privacy policy',
} satisfies NamespaceTrustTranslation;

export default en_trust;
