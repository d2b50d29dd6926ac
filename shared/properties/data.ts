import type { Property, Review } from './types';
import type { SamplePropertyId } from './ids';

/**
 * The nine sample listings of the demo marketplace (spec: "Nine samples, two unavailable").
 * Facts that do not depend on the language live here; names, locations, descriptions and
 * review comments are in the `properties` dictionary under `items.<key>` and `reviews.<id>`.
 * Addresses are fictitious house numbers on real streets, written as they are locally.
 */

/** A property's rating is the mean of its reviews, to one decimal. */
export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

type Draft = Omit<Property, 'rating' | 'id'> & { readonly id: SamplePropertyId };

const DRAFTS = [
  {
    id: 1,
    key: 'villaCascais',
    type: 'Villa',
    price: 320,
    available: true,
    maxGuests: 8,
    bedrooms: 4,
    beds: 5,
    bathrooms: 3,
    amenities: ['wifi', 'airConditioning', 'kitchen', 'washingMachine', 'pool', 'freeParking', 'seaView', 'bbq', 'garden', 'tv'],
    rules: ['checkInAfter16', 'checkOutBefore11', 'noSmoking', 'noParties', 'poolUnsupervised', 'childrenWelcome'],
    reviews: [
      { id: 'villaCascais1', user: 'Marta S.', rating: 5, date: '2025-08-17' },
      { id: 'villaCascais2', user: 'James O.', rating: 5, date: '2025-07-02' },
      { id: 'villaCascais3', user: 'Lucía F.', rating: 5, date: '2025-05-21' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'pool' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'kitchen' }, { scene: 'view' }],
    setting: 'coast',
    palette: { wall: '#f4efe6', roof: '#c4622d', accent: '#1f6fa8', wood: '#8a5a3b' },
    address: { street: 'Rua das Gaivotas, 12', postalCode: '2750-355', city: 'Cascais', region: 'Lisboa', country: 'PT' },
    coordinates: { lat: 38.6968, lng: -9.4215 },
  },
  {
    id: 2,
    key: 'apartmentAlfama',
    type: 'Apartment',
    price: 120,
    available: true,
    maxGuests: 4,
    bedrooms: 2,
    beds: 2,
    bathrooms: 1,
    amenities: ['wifi', 'airConditioning', 'kitchen', 'washingMachine', 'balcony', 'workspace', 'tv'],
    rules: ['checkInAfter15', 'checkOutBefore11', 'noSmoking', 'quietHours', 'noPets'],
    reviews: [
      { id: 'apartmentAlfama1', user: 'Sophie L.', rating: 5, date: '2025-09-03' },
      { id: 'apartmentAlfama2', user: 'Ricardo M.', rating: 4, date: '2025-06-14' },
      { id: 'apartmentAlfama3', user: 'Giulia R.', rating: 5, date: '2025-04-28' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'kitchen' }, { scene: 'view' }],
    setting: 'city',
    palette: { wall: '#f6e7c8', roof: '#b5532c', accent: '#2a6f97', wood: '#7a4e2d' },
    address: { street: 'Rua dos Remédios, 45', postalCode: '1100-441', city: 'Lisboa', region: 'Lisboa', country: 'PT' },
    coordinates: { lat: 38.7115, lng: -9.129 },
  },
  {
    id: 3,
    key: 'cottageGramado',
    type: 'Cottage',
    price: 95,
    available: true,
    maxGuests: 4,
    bedrooms: 2,
    beds: 3,
    bathrooms: 1,
    amenities: ['wifi', 'kitchen', 'freeParking', 'fireplace', 'heating', 'garden', 'petsWelcome', 'tv'],
    rules: ['checkInAfter15', 'checkOutBefore11', 'noSmoking', 'petsAllowed', 'fireplaceCare'],
    reviews: [
      { id: 'cottageGramado1', user: 'Fernanda C.', rating: 5, date: '2025-07-20' },
      { id: 'cottageGramado2', user: 'Pablo G.', rating: 5, date: '2025-06-30' },
      { id: 'cottageGramado3', user: 'Anna K.', rating: 5, date: '2025-05-11' },
      { id: 'cottageGramado4', user: 'Thiago B.', rating: 4, date: '2025-03-08' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'kitchen' }, { scene: 'terrace' }],
    setting: 'forest',
    palette: { wall: '#e9dcc9', roof: '#5b3a29', accent: '#2f6b3a', wood: '#6b4226' },
    address: { street: 'Rua das Hortênsias, 780', postalCode: '95670-000', city: 'Gramado', region: 'RS', country: 'BR' },
    coordinates: { lat: -29.3789, lng: -50.874 },
  },
  {
    id: 4,
    key: 'chaletCampos',
    type: 'Chalet',
    price: 180,
    available: false,
    maxGuests: 6,
    bedrooms: 3,
    beds: 4,
    bathrooms: 2,
    amenities: ['wifi', 'kitchen', 'freeParking', 'fireplace', 'heating', 'mountainView', 'hotTub', 'tv'],
    rules: ['checkInAfter16', 'checkOutBefore11', 'noSmoking', 'noParties', 'fireplaceCare', 'childrenWelcome'],
    reviews: [
      { id: 'chaletCampos1', user: 'Beatriz A.', rating: 5, date: '2025-07-27' },
      { id: 'chaletCampos2', user: 'Marco T.', rating: 4, date: '2025-07-06' },
      { id: 'chaletCampos3', user: 'Helena P.', rating: 5, date: '2025-06-15' },
      { id: 'chaletCampos4', user: 'Daniel W.', rating: 4, date: '2025-05-02' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'bathroom' }, { scene: 'view' }],
    setting: 'mountain',
    palette: { wall: '#d9b48f', roof: '#4a3426', accent: '#a23b2a', wood: '#7b4a2a' },
    address: { street: 'Avenida Macedo Soares, 300', postalCode: '12460-000', city: 'Campos do Jordão', region: 'SP', country: 'BR' },
    coordinates: { lat: -22.7396, lng: -45.5912 },
  },
  {
    id: 5,
    key: 'apartmentVilaMadalena',
    type: 'Apartment',
    price: 75,
    available: true,
    maxGuests: 2,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    amenities: ['wifi', 'airConditioning', 'kitchen', 'washingMachine', 'workspace', 'elevator', 'tv'],
    rules: ['checkInAfter15', 'checkOutBefore11', 'noSmoking', 'noParties', 'quietHours', 'noPets'],
    reviews: [
      { id: 'apartmentVilaMadalena1', user: 'Camila R.', rating: 4, date: '2025-09-12' },
      { id: 'apartmentVilaMadalena2', user: 'Oliver H.', rating: 3, date: '2025-08-01' },
      { id: 'apartmentVilaMadalena3', user: 'Rafael N.', rating: 4, date: '2025-06-19' },
      { id: 'apartmentVilaMadalena4', user: 'Elena V.', rating: 4, date: '2025-04-07' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'kitchen' }],
    setting: 'city',
    palette: { wall: '#e4e7eb', roof: '#3d4a5c', accent: '#d9822b', wood: '#9a6b43' },
    address: { street: 'Rua Harmonia, 250', postalCode: '05435-000', city: 'São Paulo', region: 'SP', country: 'BR' },
    coordinates: { lat: -23.557, lng: -46.688 },
  },
  {
    id: 6,
    key: 'houseLagoa',
    type: 'House',
    price: 210,
    available: true,
    maxGuests: 8,
    bedrooms: 4,
    beds: 5,
    bathrooms: 3,
    amenities: ['wifi', 'kitchen', 'washingMachine', 'pool', 'freeParking', 'bbq', 'garden', 'petsWelcome', 'tv'],
    rules: ['checkInAfter15', 'checkOutBefore10', 'noParties', 'petsAllowed', 'poolUnsupervised', 'recycle'],
    reviews: [
      { id: 'houseLagoa1', user: 'Juliana T.', rating: 5, date: '2025-02-23' },
      { id: 'houseLagoa2', user: 'Mateo S.', rating: 4, date: '2025-01-30' },
      { id: 'houseLagoa3', user: 'Laura D.', rating: 5, date: '2025-01-12' },
      { id: 'houseLagoa4', user: 'Gustavo L.', rating: 4, date: '2024-12-29' },
      { id: 'houseLagoa5', user: 'Chiara M.', rating: 5, date: '2024-11-18' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'pool' }, { scene: 'living' }, { scene: 'kitchen' }, { scene: 'bedroom' }, { scene: 'view' }],
    setting: 'lake',
    palette: { wall: '#ffffff', roof: '#8c6e4a', accent: '#0f7c8a', wood: '#a67c52' },
    address: { street: 'Rua Laurindo Januário da Silveira, 1500', postalCode: '88062-200', city: 'Florianópolis', region: 'SC', country: 'BR' },
    coordinates: { lat: -27.602, lng: -48.469 },
  },
  {
    id: 7,
    key: 'villaFiesole',
    type: 'Villa',
    price: 460,
    available: false,
    maxGuests: 10,
    bedrooms: 5,
    beds: 6,
    bathrooms: 4,
    amenities: ['wifi', 'airConditioning', 'kitchen', 'washingMachine', 'pool', 'freeParking', 'garden', 'bbq', 'workspace', 'tv'],
    rules: ['checkInAfter16', 'checkOutBefore10', 'noSmoking', 'noParties', 'quietHours', 'poolUnsupervised'],
    reviews: [
      { id: 'villaFiesole1', user: 'Margaret B.', rating: 5, date: '2025-09-21' },
      { id: 'villaFiesole2', user: 'Luca F.', rating: 5, date: '2025-08-24' },
      { id: 'villaFiesole3', user: 'Isabel Q.', rating: 4, date: '2025-07-13' },
      { id: 'villaFiesole4', user: 'Pedro H.', rating: 5, date: '2025-06-22' },
      { id: 'villaFiesole5', user: 'Emma J.', rating: 5, date: '2025-05-30' },
      { id: 'villaFiesole6', user: 'Carlos E.', rating: 5, date: '2025-04-19' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'pool' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'kitchen' }, { scene: 'terrace' }],
    setting: 'countryside',
    palette: { wall: '#efd9b4', roof: '#b0502f', accent: '#6b7f3a', wood: '#7d5233' },
    address: { street: 'Via Vecchia Fiesolana, 24', postalCode: '50014', city: 'Fiesole', region: 'FI', country: 'IT' },
    coordinates: { lat: 43.806, lng: 11.293 },
  },
  {
    id: 8,
    key: 'cottageSintra',
    type: 'Cottage',
    price: 140,
    available: true,
    maxGuests: 5,
    bedrooms: 2,
    beds: 3,
    bathrooms: 2,
    amenities: ['wifi', 'kitchen', 'washingMachine', 'freeParking', 'fireplace', 'heating', 'garden', 'petsWelcome'],
    rules: ['checkInAfter15', 'checkOutBefore11', 'noSmoking', 'petsAllowed', 'fireplaceCare', 'recycle'],
    reviews: [
      { id: 'cottageSintra1', user: 'Inês V.', rating: 4, date: '2025-03-16' },
      { id: 'cottageSintra2', user: 'Thomas G.', rating: 5, date: '2025-02-09' },
      { id: 'cottageSintra3', user: 'Alba C.', rating: 4, date: '2024-12-14' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'kitchen' }, { scene: 'terrace' }],
    setting: 'forest',
    palette: { wall: '#f1e3a6', roof: '#7a3b2e', accent: '#2e5e4e', wood: '#5e3b22' },
    address: { street: 'Rua Marechal Saldanha, 7', postalCode: '2710-593', city: 'Sintra', region: 'Lisboa', country: 'PT' },
    coordinates: { lat: 38.796, lng: -9.39 },
  },
  {
    id: 9,
    key: 'chaletCortina',
    type: 'Chalet',
    price: 240,
    available: true,
    maxGuests: 6,
    bedrooms: 3,
    beds: 4,
    bathrooms: 2,
    amenities: ['wifi', 'kitchen', 'washingMachine', 'freeParking', 'fireplace', 'heating', 'mountainView', 'balcony', 'tv'],
    rules: ['checkInAfter16', 'checkOutBefore10', 'noSmoking', 'shoesOff', 'fireplaceCare', 'childrenWelcome'],
    reviews: [
      { id: 'chaletCortina1', user: 'Francesca D.', rating: 5, date: '2025-02-26' },
      { id: 'chaletCortina2', user: 'Henrique S.', rating: 5, date: '2025-01-19' },
      { id: 'chaletCortina3', user: 'Nora E.', rating: 4, date: '2024-12-30' },
    ],
    photos: [{ scene: 'exterior' }, { scene: 'living' }, { scene: 'bedroom' }, { scene: 'bathroom' }, { scene: 'view' }],
    setting: 'mountain',
    palette: { wall: '#c99a6b', roof: '#3b2f2a', accent: '#1d5f8c', wood: '#6e4326' },
    address: { street: 'Via Guide Alpine, 18', postalCode: '32043', city: "Cortina d'Ampezzo", region: 'BL', country: 'IT' },
    coordinates: { lat: 46.538, lng: 12.137 },
  },
] as const satisfies readonly Draft[];

/** Keys of the samples' texts in the `properties.items` dictionary. */
export type PropertyKey = (typeof DRAFTS)[number]['key'];
/** Keys of the review comments in the `properties.reviews` dictionary. */
export type ReviewId = (typeof DRAFTS)[number]['reviews'][number]['id'];

/** A sample with its dictionary keys typed, so a text missing from the dictionary is a type error. */
export interface SampleProperty extends Property {
  readonly key: PropertyKey;
  readonly reviews: readonly (Review & { readonly id: ReviewId })[];
}

export const PROPERTIES: readonly SampleProperty[] = DRAFTS.map((draft) => ({ ...draft, rating: averageRating(draft.reviews) }));
