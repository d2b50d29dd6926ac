import type { HeadInput } from '../../types';
import { availabilityInputOf, stayParams } from './stay-params';

/**
 * For the property page's resolveHead: the booking data rendered on the server (dehydrated
 * into the bootstrap). A stay the API refuses (past dates, too long) is shown as that
 * problem by the section, never as a failed page.
 */
export async function prefetchBooking(api: HeadInput['api'], propertyId: number, search: string): Promise<void> {
  try {
    await api.booking.property.fetch({ propertyId });
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return;
    throw error;
  }
  const input = availabilityInputOf(propertyId, stayParams(search));
  if (!input) return;
  try {
    await api.booking.availability.fetch(input);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'BAD_REQUEST' && code !== 'NOT_FOUND') throw error;
  }
}
