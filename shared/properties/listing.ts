/**
 * A marketplace listing as the public pages show it: a published property read from D1.
 * The demo nine keep their dictionary texts, illustrations and reviews (`key`); a property a
 * host publishes carries the texts the host wrote (`texts`, each in the visitor's language when
 * the host wrote it, else the host's default language, marked with its `lang`).
 */
import type { Locale } from '../locales';
import type { SampleProperty, PropertyKey } from './data';
import type { Palette, Photo, PropertyType, Setting } from './types';

export const CURRENCIES = ['BRL', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface ListingTexts {
  name: string;
  location: string;
  description: string;
  /** Free text ('' when the host wrote none). */
  houseRules: string;
  /**
   * The language each text is in: the visitor's when the host wrote it, else the host's main
   * language (the element's `lang` when it is not the page's).
   */
  langs: Record<'name' | 'description' | 'houseRules', Locale>;
}

/** A photo a host uploaded, as the property page shows it (issue 24). */
export interface ListingPhoto {
  /** The largest stored size (a path on this site). */
  src: string;
  /** Every stored size (`… 480w, … 960w`). */
  srcSet: string;
  width: number;
  height: number;
  /** Alt text in the visitor's language, else the host's main language ('' when none). */
  alt: string;
  /** The language of `alt` when it is not the visitor's. */
  lang?: Locale;
  /** The 1200×630 crop (the cover's is the page's og:image). */
  og: string;
}

export interface Listing extends Omit<SampleProperty, 'key' | 'address' | 'coordinates'> {
  /** A host's uploaded photos in their order (the first is the cover); absent or empty: the illustrations. */
  hostPhotos?: ListingPhoto[];
  /** The marketplace card's photo: a host's first upload (absent: the illustrations). */
  cover?: ListingPhoto;
  /** The kind the host chose (architecture's kinds: `inn`, `hotel`, …). */
  kind: string;
  /** What every unit sleeps together (room types × units); `maxGuests` is the most one booking takes. */
  sleeps: number;
  /** Where the host put it; null when they entered no coordinates (none are shown then). */
  coordinates: { lat: number; lng: number } | null;
  /** Counted reviews (issue 38's rule): how many and their average (null: none). */
  reviewCount: number;
  reviewAverage: number | null;
  /**
   * For a search with dates (marketplace.listings with checkIn/checkOut): the stay's all-in
   * total at the cheapest bookable room type, in minor units; null when it cannot be booked
   * for them; absent without a search's dates.
   */
  stay?: { totalCents: number; nights: number } | null;
  /** A demo listing's dictionary key; null for a host's own property. */
  key: PropertyKey | null;
  /** A host's own texts; null for the demo listings (their texts are in the dictionary). */
  texts: ListingTexts | null;
  currency: Currency;
  address: Omit<SampleProperty['address'], 'country'> & { country: string };
}

/** The marketplace's type filter for a property kind (architecture's kinds). */
export function typeOfKind(kind: string): PropertyType {
  switch (kind) {
    case 'apartment':
      return 'Apartment';
    case 'villa':
      return 'Villa';
    case 'holiday_home':
      return 'House';
    case 'inn':
      return 'Inn';
    case 'guesthouse':
      return 'Guesthouse';
    case 'hostel':
      return 'Hostel';
    case 'campground':
      return 'Campground';
    case 'resort':
      return 'Resort';
    default:
      return 'Hotel';
  }
}

/** What a host's property looks like until it has photos: the generated illustrations. */
export const DEFAULT_LOOK: { photos: readonly Photo[]; setting: Setting; palette: Palette } = {
  photos: [{ scene: 'exterior' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'bathroom' }],
  setting: 'city',
  palette: { wall: '#f1ece4', roof: '#8a4b2d', accent: '#0f6b5c', wood: '#7a5236' },
};
