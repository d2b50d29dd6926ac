/**
 * The booking section's state lives in the URL (`?checkIn=&checkOut=&guests=&roomType=`), so
 * the server renders availability for it and every step works with plain links and GET forms.
 */
import { parseIsoDate } from '../../../../shared/stay/dates';
import { BOOKING_LIMITS } from '../../../../shared/stay/booking-limits';

export interface StayParams {
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  roomType: number | null;
  /** Why the last booking attempt failed (after a no-JavaScript POST). */
  error: string | null;
}

export const DEFAULT_GUESTS = 2;

export function stayParams(search: string): StayParams {
  const query = new URLSearchParams(search);
  const date = (name: string) => {
    const value = query.get(name);
    return value && parseIsoDate(value) ? value : null;
  };
  const guests = Number(query.get('guests'));
  const roomType = Number(query.get('roomType'));
  return {
    checkIn: date('checkIn'),
    checkOut: date('checkOut'),
    guests: Number.isInteger(guests) && guests >= 1 && guests <= BOOKING_LIMITS.guests ? guests : DEFAULT_GUESTS,
    roomType: Number.isInteger(roomType) && roomType > 0 ? roomType : null,
    error: query.get('error')?.slice(0, 200) ?? null,
  };
}

/** The availability query's input, when the URL names a stay. */
export function availabilityInputOf(propertyId: number, params: StayParams) {
  return params.checkIn && params.checkOut && params.checkOut > params.checkIn ? { propertyId, checkIn: params.checkIn, checkOut: params.checkOut, guests: params.guests } : null;
}

/** `?checkIn=…&checkOut=…&guests=…[&roomType=…]` */
export function stayQuery(params: { checkIn: string; checkOut: string; guests: number; roomType?: number | null; error?: string }): string {
  const query = new URLSearchParams({ checkIn: params.checkIn, checkOut: params.checkOut, guests: String(params.guests) });
  if (params.roomType) query.set('roomType', String(params.roomType));
  if (params.error) query.set('error', params.error);
  return `?${query.toString()}`;
}
