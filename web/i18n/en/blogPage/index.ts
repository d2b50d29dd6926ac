import type { NamespaceBlogPageTranslation } from '../../i18n-types';

const en_blogPage = {
  title: 'The Estadia Blog',
  lead: 'Practical tips and strategies to attract more bookings, depend less on portals and run your property with less effort.',
  listTitle: 'Articles',
  categories: {
    conversao: 'Conversion',
    airbnb: 'Airbnb',
    booking: 'Booking',
    gestao: 'Management',
    reservasDiretas: 'Direct Bookings',
  },
  categoryLabel: 'Category',
  readMore: 'Read article',
  readMoreAbout: ': {title}',
  readingTime: '{minutes} min read',
  publishedOn: 'Published on {date}',
  ctaTitle: 'Want to put these strategies into practice?',
  ctaText: 'See how Estadia automates channels, prices and guest communication so you sell more with less work.',
  ctaButton: 'Watch the demo',
  backToBlog: 'Back to the blog',
  inThisArticle: 'In this article',
} satisfies NamespaceBlogPageTranslation;

export default en_blogPage;
