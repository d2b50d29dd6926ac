import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../worker/trpc/root';
import type { HeadInput } from '../../types';
import { availabilityInputOf, stayParams } from './stay-params';

/**
 * For the property page's resolveHead: the booking data rendered on the server (dehydrated
 * into the bootstrap). A stay the API refuses (past dates, too long) is shown as that
 * problem by the section, never as a failed page.
 */
export async function prefetchBooking(api: HeadInput['api'], propertyId: number, search: string): Promise<PrefetchedStay | null> {
  try {
    await api.booking.property.fetch({ propertyId });
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return null;
    throw error;
  }
  const params = stayParams(search);
  if (params.draft) {
    // What the guest typed before a refused no-JavaScript post fills the form again.
    await api.booking.draft.fetch({ propertyId, id: params.draft }).catch(() => null);
  }
  const input = availabilityInputOf(propertyId, params);
  if (!input) return null;
  try {
    return { ...input, availability: await api.booking.availability.fetch(input) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'BAD_REQUEST' && code !== 'NOT_FOUND') throw error;
    return null;
  }
}

/** The stay of the URL and its availability, as the booking section shows them. */
export interface PrefetchedStay {
  checkIn: string;
  checkOut: string;
  guests: number;
  availability: inferRouterOutputs<AppRouter>['booking']['availability'];
}
