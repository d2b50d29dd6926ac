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
  /** The id of what the guest typed before that POST was refused (worker/booking-forms.ts). */
  draft: string | null;
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
  return {
    checkIn: date('checkIn'),
    checkOut: date('checkOut'),
    guests: Number.isInteger(guests) && guests >= 1 && guests <= BOOKING_LIMITS.guests ? guests : DEFAULT_GUESTS,
    roomType: Number.isInteger(roomType) && roomType > 0 ? roomType : null,
    error: query.get('error')?.slice(0, 200) ?? null,
    draft: DRAFT.test(query.get('draft') ?? '') ? query.get('draft') : null,
  };
}

/** The availability query's input, when the URL names a stay. */
export function availabilityInputOf(propertyId: number, params: StayParams) {
  return params.checkIn && params.checkOut && params.checkOut > params.checkIn ? { propertyId, checkIn: params.checkIn, checkOut: params.checkOut, guests: params.guests } : null;
}

/** `?checkIn=…&checkOut=…&guests=…[&roomType=…][&error=…][&draft=…]` */
export function stayQuery(params: { checkIn: string; checkOut: string; guests: number; roomType?: number | null; error?: string; draft?: string | null }): string {
  const query = new URLSearchParams({ checkIn: params.checkIn, checkOut: params.checkOut, guests: String(params.guests) });
  if (params.roomType) query.set('roomType', String(params.roomType));
  if (params.error) query.set('error', params.error);
  if (params.draft) query.set('draft', params.draft);
  return `?${query.toString()}`;
}
