/**
 * The demo marketplace's vocabulary. Ids here are stable keys: the texts a guest reads for
 * each of them live in the `properties` dictionary namespace (web/i18n/<locale>/properties),
 * keyed by the same ids, so a missing translation is a type error.
 */

/** Types a demo property can have (spec, "Demo property"). */
/** The demo nine's types, then every kind a host may choose (issue 39: `inn` is "Pousada" in pt). */
export const PROPERTY_TYPES = ['Villa', 'Apartment', 'Cottage', 'Studio', 'Chalet', 'House', 'Hotel', 'Inn', 'Guesthouse', 'Hostel', 'Campground', 'Resort'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The types offered as filters on /properties, in the spec's order. */
export const FILTER_TYPES = ['Hotel', 'Inn', 'Guesthouse', 'Hostel', 'Resort', 'Apartment', 'House', 'Villa', 'Cottage', 'Chalet', 'Campground'] as const satisfies readonly PropertyType[];
export type FilterType = (typeof FILTER_TYPES)[number];

/** The amenities offered as filters on /properties, in the spec's order. */
export const FILTER_AMENITIES = ['wifi', 'airConditioning', 'kitchen', 'washingMachine', 'pool', 'freeParking'] as const;

/** Every amenity a property may list (the filterable ones first). */
export const AMENITIES = [...FILTER_AMENITIES, 'fireplace', 'heating', 'seaView', 'mountainView', 'hotTub', 'workspace', 'garden', 'bbq', 'balcony', 'elevator', 'petsWelcome', 'tv'] as const;
export type AmenityId = (typeof AMENITIES)[number];
export type FilterAmenity = (typeof FILTER_AMENITIES)[number];

/** House rules; each id has a sentence in every locale. */
export const RULES = ['checkInAfter15', 'checkInAfter16', 'checkOutBefore11', 'checkOutBefore10', 'noSmoking', 'noParties', 'quietHours', 'petsAllowed', 'noPets', 'childrenWelcome', 'shoesOff', 'poolUnsupervised', 'recycle', 'fireplaceCare'] as const;
export type RuleId = (typeof RULES)[number];

/** What surrounds a property: drives its illustrations and the drawn map. */
export type Setting = 'coast' | 'city' | 'mountain' | 'countryside' | 'lake' | 'forest';

/** Rooms and views the photo illustrations can draw. */
export const PHOTO_SCENES = ['exterior', 'living', 'bedroom', 'kitchen', 'bathroom', 'pool', 'view', 'terrace'] as const;
export type PhotoScene = (typeof PHOTO_SCENES)[number];

/** ISO 3166-1 alpha-2 codes of the countries the samples are in (names are translated). */
export type CountryCode = 'PT' | 'BR' | 'IT';

export interface Review {
  /** Dictionary key of the comment: `properties.reviews.<id>`. */
  readonly id: string;
  /** The guest's first name and initial, as they signed it (not translated). */
  readonly user: string;
  /** Whole stars, 1 to 5. */
  readonly rating: 1 | 2 | 3 | 4 | 5;
  /** Calendar date of the review, ISO (formatted for the locale when shown). */
  readonly date: string;
}

export interface Photo {
  readonly scene: PhotoScene;
}

/** Colours of a property's illustrations, so each place looks like itself. */
export interface Palette {
  readonly wall: string;
  readonly roof: string;
  readonly accent: string;
  readonly wood: string;
}

export interface Property {
  readonly id: number;
  /** Key of its texts (name, location, description) in the `properties.items` dictionary. */
  readonly key: string;
  readonly type: PropertyType;
  /** Euros per night, whole euros. */
  readonly price: number;
  /** Average of its reviews, one decimal. */
  readonly rating: number;
  readonly available: boolean;
  readonly maxGuests: number;
  readonly bedrooms: number;
  readonly beds: number;
  readonly bathrooms: number;
  readonly amenities: readonly AmenityId[];
  readonly rules: readonly RuleId[];
  readonly reviews: readonly Review[];
  readonly photos: readonly Photo[];
  readonly setting: Setting;
  readonly palette: Palette;
  /** Street, postal code and city as written locally (not translated). */
  readonly address: { readonly street: string; readonly postalCode: string; readonly city: string; readonly region: string; readonly country: CountryCode };
  readonly coordinates: { readonly lat: number; readonly lng: number };
}
