import type { NamespaceAmbassadorsTranslation } from '../../i18n-types';

const en_ambassadors = {
  title: 'Estadia Ambassador Programme',
  lead: 'Recommend Estadia to other hosts and get one free month of subscription for every referred host who becomes a customer. No limit on referrals.',
  howTitle: 'How it works',
  steps: {
    join: { title: 'Sign up', text: 'Fill in the sign-up form with your account details. You then receive your referral link by email.' },
    refer: { title: 'Refer', text: 'Share the link with hosts you know: owners of inns, hotels, hostels or holiday rentals.' },
    earn: { title: 'Earn', text: 'When a referred host subscribes to a plan and pays the first monthly fee, one free month is credited to your subscription.' },
  },
  rewardsTitle: 'The more you refer, the more you earn',
  rewardsText: 'Each referred host who becomes a customer is worth one free month of subscription, with no limit: the months add up.',
  rewards: {
    one: { value: '1 referral', result: '1 free month' },
    twelve: { value: '12 referrals', result: '1 free year' },
    twentyFour: { value: '24 referrals', result: '2 free years' },
  },
  referredTitle: 'A benefit for the host you refer',
  referredText: 'A host who joins through your referral gets 15% off the first monthly fee, on top of the {trialDays}-day free trial. It is a good reason for them to start and an easy way for you to help a fellow host.',
  referredHighlight: '15% off the first monthly fee',
  whoTitle: 'Who can take part',
  whoText: 'The programme is for Estadia subscribers whose account is up to date and is aimed at hosts in Brazil. If you already use Estadia and like the results, you are exactly who we are looking for.',
  rulesTitle: 'Programme rules',
  rules: '- The free month is credited after the referred host pays their first monthly fee.\n- The referred host must be a new customer who has never had an Estadia account.\n- There is no limit on referrals: 12 referrals add up to a free year and 24 to two years.\n- Free months are deducted from your next monthly fees and cannot be exchanged for cash.\n- The 15% discount applies to the referred host’s first monthly fee and cannot be combined with other offers.',
  ctaTitle: 'Ready to refer?',
  ctaButton: 'I WANT TO BE AN AMBASSADOR',
  ctaNote: 'When you click, you will be taken to our secure sign-up form.',
} satisfies NamespaceAmbassadorsTranslation;

export default en_ambassadors;
