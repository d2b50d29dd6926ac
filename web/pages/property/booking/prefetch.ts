import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../worker/trpc/root';
import type { HeadInput } from '../../types';
import { availabilityInputOf, stayParams } from './stay-params';
import type { Locale } from '../../../../shared/locales';

/**
 * For the property page's resolveHead: the booking data rendered on the server (dehydrated
 * into the bootstrap). A stay the API refuses (past dates, too long) is shown as that
 * problem by the section, never as a failed page.
 */
export async function prefetchBooking(api: HeadInput['api'], propertyId: number, search: string, locale?: Locale): Promise<PrefetchedBooking> {
  const params = stayParams(search);
  const input = availabilityInputOf(propertyId, params, locale);
  // The three reads start together (issue 29: round trips to D1 in sequence are what a far
  // visitor waits for); an unknown property answers NOT_FOUND to each.
  const [property, , availability] = await Promise.all([
    api.booking.property.fetch({ propertyId, ...(locale ? { locale } : {}) }).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'NOT_FOUND') return null;
      throw error;
    }),
    // What the guest typed before a refused no-JavaScript post fills the form again.
    params.draft ? api.booking.draft.fetch({ propertyId, id: params.draft }).catch(() => null) : null,
    input
      ? api.booking.availability.fetch(input).catch((error: unknown) => {
          const code = (error as { code?: string }).code;
          if (code !== 'BAD_REQUEST' && code !== 'NOT_FOUND') throw error;
          return null;
        })
      : null,
  ]);
  const defaultStay = property?.defaultStay ?? null;
  if (!property || !input || !availability) return { stay: null, defaultStay };
  return { stay: { ...input, availability }, defaultStay };
}

/** The stay of the URL (null: none, or refused) and the default stay shown without one (issue 39). */
export interface PrefetchedBooking {
  stay: PrefetchedStay | null;
  defaultStay: inferRouterOutputs<AppRouter>['booking']['property']['defaultStay'];
}

/** The stay of the URL and its availability, as the booking section shows them. */
export interface PrefetchedStay {
  checkIn: string;
  checkOut: string;
  guests: number;
  availability: inferRouterOutputs<AppRouter>['booking']['availability'];
}
