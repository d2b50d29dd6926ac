/**
 * The booking section's state lives in the URL (`?checkIn=&checkOut=&guests=&roomType=`), so
 * the server renders availability for it and every step works with plain links and GET forms.
 */
import { parseIsoDate } from '../../../../shared/stay/dates';
import { BOOKING_LIMITS } from '../../../../shared/stay/booking-limits';
import type { Locale } from '../../../../shared/locales';

export interface StayParams {
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  roomType: number | null;
  /** Why the last booking attempt failed (after a no-JavaScript POST). */
  error: string | null;
  /** The id of what the guest typed before that POST was refused (worker/booking-forms.ts). */
  draft: string | null;
  /** Issue 25: adults and children apart (guests = their sum when adults is given), the rate plan, the code, the add-ons ticked. */
  adults: number | null;
  children: number;
  plan: number | null;
  promo: string | null;
  addons: number[];
}

const DRAFT = /^[A-Za-z0-9_-]{32}$/;

export const DEFAULT_GUESTS = 2;

export function stayParams(search: string): StayParams {
  const query = new URLSearchParams(search);
  const date = (name: string) => {
    const value = query.get(name);
    return value && parseIsoDate(value) ? value : null;
  };
  const guests = Number(query.get('guests'));
  const roomType = Number(query.get('roomType'));
  const adults = Number(query.get('adults') ?? Number.NaN);
  const children = Number(query.get('children') ?? 0);
  const validAdults = Number.isInteger(adults) && adults >= 1 && adults <= BOOKING_LIMITS.guests ? adults : null;
  const validChildren = Number.isInteger(children) && children >= 0 && children <= BOOKING_LIMITS.guests ? children : 0;
  const plan = Number(query.get('plan'));
  const promo = (query.get('promo') ?? '').trim().slice(0, 32);
  const addons = query
    .getAll('addon')
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter((id, i, all) => Number.isInteger(id) && id > 0 && all.indexOf(id) === i)
    .slice(0, 20);
  const together = validAdults !== null ? Math.min(BOOKING_LIMITS.guests, validAdults + validChildren) : null;
  return {
    adults: validAdults,
    children: validAdults !== null ? validChildren : 0,
    plan: Number.isInteger(plan) && plan > 0 ? plan : null,
    promo: promo || null,
    addons,
    checkIn: date('checkIn'),
    checkOut: date('checkOut'),
    guests: together ?? (Number.isInteger(guests) && guests >= 1 && guests <= BOOKING_LIMITS.guests ? guests : DEFAULT_GUESTS),
    roomType: Number.isInteger(roomType) && roomType > 0 ? roomType : null,
    error: query.get('error')?.slice(0, 200) ?? null,
    draft: DRAFT.test(query.get('draft') ?? '') ? query.get('draft') : null,
  };
}

/** The availability query's input, when the URL names a stay. */
export function availabilityInputOf(propertyId: number, params: StayParams, locale?: Locale) {
  if (!(params.checkIn && params.checkOut && params.checkOut > params.checkIn)) return null;
  return {
    propertyId,
    ...(locale ? { locale } : {}),
    checkIn: params.checkIn,
    checkOut: params.checkOut,
    guests: params.guests,
    ...(params.adults !== null ? { adults: params.adults, children: params.children } : {}),
    ...(params.promo ? { promoCode: params.promo } : {}),
    ...(params.addons.length > 0 ? { addons: params.addons.map((id) => ({ id })) } : {}),
  };
}

/** `?checkIn=…&checkOut=…&guests=…[&adults=…&children=…][&promo=…][&addon=…][&roomType=…][&plan=…][&error=…][&draft=…]` */
export function stayQuery(params: {
  checkIn: string;
  checkOut: string;
  guests: number;
  adults?: number | null;
  children?: number;
  promo?: string | null;
  /** Ids (the URL's) or the availability input's `{ id }`. */
  addons?: readonly (number | { id: number })[];
  roomType?: number | null;
  plan?: number | null;
  error?: string;
  draft?: string | null;
}): string {
  const query = new URLSearchParams({ checkIn: params.checkIn, checkOut: params.checkOut, guests: String(params.guests) });
  if (params.adults) {
    query.set('adults', String(params.adults));
    query.set('children', String(params.children ?? 0));
  }
  if (params.promo) query.set('promo', params.promo);
  for (const addon of params.addons ?? []) query.append('addon', String(typeof addon === 'number' ? addon : addon.id));
  if (params.roomType) query.set('roomType', String(params.roomType));
  if (params.plan) query.set('plan', String(params.plan));
  if (params.error) query.set('error', params.error);
  if (params.draft) query.set('draft', params.draft);
  return `?${query.toString()}`;
}

/** A host's own site's property page (issue 45), as a locale-free path: `/s/{slug}/p/{id}`. */
export const SITE_PROPERTY_PATH = /^\/s\/[a-z0-9-]{1,40}\/p\/[1-9]\d{0,8}$/;

/** The host's site a booking section's page belongs to (its slug), or undefined on the marketplace. */
export function siteOfPage(pagePath: string): string | undefined {
  return SITE_PROPERTY_PATH.test(pagePath) ? pagePath.split('/')[2] : undefined;
}

/**
 * Where a booking goes once made: the manage page's path (the confirmation, `?booked=1` added by
 * the caller) from booking.create's `manageUrl` — on the host's own site (issue 45) when it was
 * booked from a site's property page (`pagePath`), so the confirmation keeps the site's chrome.
 */
export function confirmationPath(pagePath: string, manageUrl: string): string {
  const path = new URL(manageUrl).pathname;
  const site = SITE_PROPERTY_PATH.test(pagePath) ? pagePath.replace(/\/p\/\d+$/, '') : null;
  return site ? path.replace(/\/reserva\//, `${site}/reserva/`) : path;
}

/**
 * The locale-free path of the page the booking section lives on: the host's own site's page when
 * the guest is on it (the booking stays there, with and without JavaScript), else /property/{id}.
 */
export function bookingPagePath(pagePath: string, propertyId: number): string {
  return SITE_PROPERTY_PATH.test(pagePath) && pagePath.endsWith(`/p/${propertyId}`) ? pagePath : `/property/${propertyId}`;
}
