/**
 * The workspace's fixed choices and limits, apart from the schemas that check them
 * (./workspace.ts): a form can list its options without loading the validation code.
 */
export const PROPERTY_KINDS = ['hotel', 'inn', 'guesthouse', 'hostel', 'holiday_home', 'apartment', 'villa', 'campground', 'resort'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];
export const CURRENCIES = ['BRL', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** The longest range one rates call may write (18 months and a little). */
export const MAX_RATE_NIGHTS = 550;
/** The widest rates grid one call may ask for. */
export const MAX_RATE_DAYS = 93;
export const MAX_RATE_CENTS = 100_000_000;
