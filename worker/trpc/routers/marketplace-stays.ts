/**
 * The marketplace card's price for a search with dates (issue 39): the stay's all-in total at
 * the cheapest room type that can be booked for those dates and guests (its standard plan,
 * every fee, tax and mandatory add-on included), priced by the very offers the property page
 * and booking.create use (offersFor). A listing that cannot be booked for the dates gets no
 * `stay` and is unavailable for them.
 */
import { checkStay } from '../../../shared/stay/restrictions';
import { daysBetween } from '../../../shared/stay/dates';
import type { Listing } from '../../../shared/properties/listing';
import type { Locale } from '../../../shared/locales';
import { propertyToday, publishedProperty, readAvailability } from '../../db/booking';
import { offerPricing } from '../../db/offers';
import { offersFor } from './booking';
import { shardDatabase, shardOfProperty } from '../../db/shards';

export interface SearchedStay {
  checkIn: string;
  checkOut: string;
  guests: number;
  locale: Locale;
}

/** One listing's cheapest bookable total for the stay, or null (not bookable, dates not open to it). */
async function cheapestStay(db: D1Database, propertyId: number, stay: SearchedStay): Promise<NonNullable<Listing['stay']> | null> {
  const input = { propertyId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, locale: stay.locale };
  // The three reads start together (one round trip in sequence).
  const started = { availability: readAvailability(db, propertyId, input), pricing: offerPricing(db, propertyId, {}, null) };
  started.availability.catch(() => undefined);
  started.pricing.catch(() => undefined);
  const property = await publishedProperty(db, propertyId);
  if (!property || checkStay(stay.checkIn, stay.checkOut, propertyToday(property))) return null;
  const offers = await offersFor(db, property, input, started);
  const totals = offers.roomTypes.filter((type) => type.bookable && type.totalCents !== undefined).map((type) => type.totalCents as number);
  if (totals.length === 0) return null;
  return { totalCents: Math.min(...totals), nights: daysBetween(stay.checkIn, stay.checkOut) };
}

/** The listings with each one's total for the searched stay (null: it cannot be booked for it). */
export async function withSearchedStays(env: Env, listings: readonly Listing[], stay: SearchedStay): Promise<Listing[]> {
  // Each property's offers on its own shard (from its id, no directory round trip); the shards are asked at once.
  const stays = await Promise.all(listings.map((listing) => cheapestStay(shardDatabase(env, shardOfProperty(env, listing.id)), listing.id, stay)));
  return listings.map((listing, index) => ({ ...listing, stay: stays[index] ?? null }));
}
