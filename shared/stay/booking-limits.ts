/** Limits of the booking form, zod-free so the page can show them without loading zod. */
export const BOOKING_LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  notes: 1_000,
  guests: 50,
} as const;
