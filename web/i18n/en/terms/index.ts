import type { NamespaceTermsTranslation } from '../../i18n-types';

const en_terms = {
  title: 'Terms of service',
  lead: 'These are the rules of the contract between your property and Estadia. We have written them plainly so you know exactly what to expect from us and what we expect from you.',
  sections: {
    acceptance: {
      title: 'Acceptance of the terms',
      body: 'By creating an account, starting the trial or subscribing to an Estadia plan, you accept these terms on behalf of the property or company you represent. If you disagree with any condition, do not use the platform.\n\nThe person accepting the terms declares that they are an adult and authorised to represent the subscribing company.',
    },
    service: {
      title: 'The service',
      body: 'Estadia is a hotel management platform accessed over the internet. Depending on the plan, it includes the property management system, the channel manager connected to booking portals, the direct booking engine, automations, reports and support.\n\nThe connection to booking portals and payment providers also depends on the rules and availability of those third parties, which have their own terms and with whom you hold accounts of your own.',
    },
    account: {
      title: 'Account and responsibilities',
      body: 'You are responsible for:\n\n- keeping the property, rate and availability data registered on the platform correct;\n- keeping your team’s passwords confidential and removing access that is no longer needed;\n- using the platform lawfully, including data protection and consumer protection law towards your guests;\n- not trying to access other customers’ data or interfering with the operation of the service.',
    },
    duration: {
      title: 'Duration and termination',
      body: 'The contract runs for an unlimited period from the moment the plan is subscribed and renews automatically with each billing cycle.\n\nEither party may end it at any time by giving 30 days’ notice in writing, email included. During the notice period the service keeps working normally and the corresponding fee is due.\n\nIf the customer ends the contract without giving the 30 days’ notice, a penalty equal to one monthly fee of the subscribed plan is charged.',
    },
    payment: {
      title: 'Payment and non-payment',
      body: 'The subscription is billed in advance for the chosen period (monthly, yearly or every two years) at the prices on the pricing page at the time of subscription. There is no setup fee and no commission on bookings. The {trialDays}-day free trial requires no credit card.\n\nIf a payment is late:\n\n- after 10 days of non-payment, the account may be suspended: users lose access to the dashboard and synchronisation with the channels stops;\n- after 20 days of non-payment, the contract may be terminated and the account’s data permanently deleted.\n\nBefore any deletion we notify the account owner by email. If payment is settled during the suspension, access is restored.',
    },
    availability: {
      title: 'Service availability',
      body: 'Our availability (uptime) target is {uptime}% per month. To reach it we run continuous monitoring, redundant infrastructure and daily data backups.\n\nPlanned maintenance is announced in advance and carried out, whenever possible, at quiet times. Outages of booking portals, payment providers or your own internet connection are beyond our control and do not count as platform downtime.',
    },
    data: {
      title: 'Data and privacy',
      body: 'Your property’s data and your guests’ data belong to you. Estadia processes them only to provide the service, following your instructions and Brazil’s General Data Protection Law (LGPD), as described in our privacy policy.\n\nYou can export your bookings and records at any time while the account is active. After the contract ends, the data is deleted within the periods in these terms, except for what the law requires us to keep.',
    },
    intellectualProperty: {
      title: 'Intellectual property',
      body: 'The software, the Estadia brand, the design and the documentation belong to Estadia. The subscription grants a personal, non-transferable licence to use it while the contract is in force; it does not allow copying, reselling or decompiling the platform.\n\nTexts, photos and logos you upload remain yours, and you authorise us to display them only to provide the service, for example on your booking engine and on the connected channels.',
    },
    liability: {
      title: 'Limitation of liability',
      body: 'We work to keep the platform free of errors, but we are not liable for losses caused by incorrect information entered by the customer, by failures of third-party portals or providers, or by misuse of your team’s passwords.\n\nTo the fullest extent permitted by law, our total liability in any twelve-month period is limited to the amount the customer paid in that period.',
    },
    changes: {
      title: 'Changes to these terms',
      body: 'We may update these terms to reflect changes in the service or in the law. Significant changes are announced by email and in the dashboard at least 30 days in advance. If you disagree with the new version, you may end the contract within that period without the penalty for missing notice.',
    },
    law: {
      title: 'Governing law and contact',
      body: 'These terms are governed by the laws of the Federative Republic of Brazil. Questions about the contract can be sent through our contact page or to the support email address, and we reply within two business days.',
    },
  },
} satisfies NamespaceTermsTranslation;

export default en_terms;
