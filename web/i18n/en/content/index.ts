import type { NamespaceContentTranslation } from '../../i18n-types';

const en_content = {
  breadcrumbLabel: 'You are here',
  updatedOn: 'Last updated: {date}',
  onThisPage: 'On this page',
  demoCtaTitle: 'See Estadia running at your property',
  demoCtaText: 'In a few minutes we show you how to bring bookings, channels and payments together in one dashboard.',
  demoCtaButton: 'Request a Free Demo',
} satisfies NamespaceContentTranslation;

export default en_content;
