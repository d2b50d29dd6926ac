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

/** One offer of a property page: the price shown for a stay (a room type's total, or the default stay's). */
export interface StayOffer {
  /** The room type, when the page shows a price per room type for chosen dates. */
  name?: string;
  /** The stay's total as the page shows it, in major units (1125, 1234.5). */
  price: number;
  currency: string;
  available: boolean;
  /** Nights the price is for. */
  nights: number;
  /** The nightly price the page shows next to it, when it shows one. */
  perNight?: number;
  /** The page (with the stay in its query) where this price is shown. */
  url: string;
  checkIn?: string;
  checkOut?: string;
}

function offer(item: StayOffer) {
  return {
    '@type': 'Offer',
    url: item.url,
    ...(item.name ? { name: item.name } : {}),
    price: item.price,
    priceCurrency: item.currency,
    availability: item.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...(item.checkIn && item.checkOut ? { availabilityStarts: item.checkIn, availabilityEnds: item.checkOut } : {}),
    eligibleQuantity: { '@type': 'QuantitativeValue', value: item.nights, unitCode: 'DAY', unitText: 'night' },
    ...(item.perNight !== undefined
      ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: item.perNight, priceCurrency: item.currency, unitCode: 'DAY', unitText: 'night' } }
      : {}),
  };
}

/**
 * A listing as a LodgingBusiness with the offers its page shows (the /property/:id pages): the
 * default stay's total without dates, each bookable room type's total for chosen dates.
 */
export function lodgingBusiness(listing: {
  name: string;
  description: string;
  url: string;
  address: { street: string; postalCode: string; city: string; region: string; country: string };
  /** Only what the host entered (null: no geo). */
  coordinates: { lat: number; lng: number } | null;
  rating: number;
  reviewCount: number;
  amenities: readonly string[];
  rooms: number;
  petsAllowed: boolean;
  offers: readonly StayOffer[];
  inLanguage: string;
  /** Absolute URLs of the host's photos, the cover first (issue 24). */
  images?: readonly string[];
}) {
  const offers = listing.offers.map(offer);
  return {
    '@context': CONTEXT,
    '@type': 'LodgingBusiness',
    name: listing.name,
    // What the host entered only: no empty description or address parts (issue 39).
    ...(listing.description ? { description: listing.description } : {}),
    url: listing.url,
    ...(listing.images?.length ? { image: listing.images } : {}),
    inLanguage: listing.inLanguage,
    address: {
      '@type': 'PostalAddress',
      ...(listing.address.street ? { streetAddress: listing.address.street } : {}),
      ...(listing.address.postalCode ? { postalCode: listing.address.postalCode } : {}),
      ...(listing.address.city ? { addressLocality: listing.address.city } : {}),
      ...(listing.address.region ? { addressRegion: listing.address.region } : {}),
      addressCountry: listing.address.country,
    },
    ...(listing.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: listing.coordinates.lat, longitude: listing.coordinates.lng } } : {}),
    // Only real guests' reviews count (issue 28): none yet, no aggregateRating.
    ...(listing.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: listing.rating, reviewCount: listing.reviewCount, bestRating: 5, worstRating: 1 } } : {}),
    amenityFeature: listing.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    numberOfRooms: listing.rooms,
    petsAllowed: listing.petsAllowed,
    makesOffer: offers.length === 1 ? offers[0] : offers,
  };
}
