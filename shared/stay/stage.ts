/**
 * Where a guest's stay stands, in words the manage page can say (issue 39): before (a request,
 * awaiting its payment, confirmed), during, after, cancelled or a no-show. One rule, read on the
 * server in the property's calendar ("today" there), so the page never offers a cancellation or
 * a payment after the stay.
 */
export type GuestStage = 'request' | 'awaiting_payment' | 'confirmed' | 'during' | 'over' | 'cancelled' | 'no_show';

export function guestStage(status: string, checkIn: string, checkOut: string, today: string, bookingMode: string): GuestStage {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'no_show') return 'no_show';
  if (status === 'checked_out' || checkOut < today) return 'over';
  if (status === 'checked_in') return 'during';
  if (status === 'pending') return bookingMode === 'request' ? 'request' : 'awaiting_payment';
  return checkIn <= today ? 'during' : 'confirmed';
}
