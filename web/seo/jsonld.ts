/**
 * Schema.org structured data builders, one place for every page's JSON-LD. Pages return these
 * from `resolveHead` (web/pages/types.ts); the worker serialises them safely into the head.
 */
const CONTEXT = 'https://schema.org';

export function organization(siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: 'Estadia',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: 'suporte@estadia.com.br',
  };
}

export function website(siteUrl: string, inLanguage: string) {
  return { '@context': CONTEXT, '@type': 'WebSite', name: 'Estadia', url: `${siteUrl}/`, inLanguage };
}

/** Breadcrumbs from the home page to the current page: [{ name, url }] with absolute URLs. */
export function breadcrumbs(items: readonly { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

export function blogPosting(post: { headline: string; description: string; url: string; datePublished: string; inLanguage: string; wordCount?: number }) {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    datePublished: post.datePublished,
    inLanguage: post.inLanguage,
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    author: { '@type': 'Organization', name: 'Estadia' },
    publisher: { '@type': 'Organization', name: 'Estadia' },
  };
}

/** A demo listing as a LodgingBusiness with its nightly offer (the /property/:id pages). */
export function lodgingBusiness(listing: {
  name: string;
  description: string;
  url: string;
  address: { street: string; postalCode: string; city: string; region: string; country: string };
  coordinates: { lat: number; lng: number };
  rating: number;
  reviewCount: number;
  amenities: readonly string[];
  rooms: number;
  petsAllowed: boolean;
  price: number;
  currency: string;
  available: boolean;
  inLanguage: string;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'LodgingBusiness',
    name: listing.name,
    description: listing.description,
    url: listing.url,
    inLanguage: listing.inLanguage,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.address.street,
      postalCode: listing.address.postalCode,
      addressLocality: listing.address.city,
      addressRegion: listing.address.region,
      addressCountry: listing.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: listing.coordinates.lat, longitude: listing.coordinates.lng },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: listing.rating, reviewCount: listing.reviewCount, bestRating: 5, worstRating: 1 },
    amenityFeature: listing.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    numberOfRooms: listing.rooms,
    petsAllowed: listing.petsAllowed,
    makesOffer: {
      '@type': 'Offer',
      url: listing.url,
      price: listing.price,
      priceCurrency: listing.currency,
      availability: listing.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.price, priceCurrency: listing.currency, unitCode: 'DAY', unitText: 'night' },
    },
  };
}
