/**
 * Inputs and shapes of the daily operations (architecture, third stage, "Operations"):
 * host.housekeeping.* and host.reports.summary, shared by the workspace pages and the edge.
 * Dates are 'YYYY-MM-DD' calendar strings in the property's calendar; money is integer cents.
 */
import * as z from 'zod/mini';
import { daysBetween, parseIsoDate } from '../stay/dates';
import { RESERVATION_SOURCES, type ReservationSource } from './stay-rules';

export const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];
export const UNIT_OCCUPANCIES = ['vacant', 'occupied', 'arriving', 'departing', 'turnover'] as const;
export type UnitOccupancy = (typeof UNIT_OCCUPANCIES)[number];

/** The longest out-of-order stretch one call may set, and the widest report range (in nights). */
export const MAX_OUT_OF_ORDER_NIGHTS = 365;
export const MAX_REPORT_NIGHTS = 732;

const idSchema = z.int('id_invalid').check(z.positive('id_invalid'));
const dateSchema = z.string('required').check(z.refine((value) => parseIsoDate(value) !== null, 'date_invalid'));

/** host.housekeeping.list: every unit of a property on `date` (default: today in the property's zone). */
export const housekeepingListSchema = z.object({ propertyId: idSchema, date: z.optional(dateSchema) });
export type HousekeepingListInput = z.infer<typeof housekeepingListSchema>;

/**
 * host.housekeeping.set: a unit's status. `out_of_order` takes the unit out of sale for
 * [from, to) (default: today only) through a block; any other status frees what is left of it.
 */
export const housekeepingSetSchema = z
  .object({
    unitId: idSchema,
    status: z.enum(HOUSEKEEPING_STATUSES, 'required'),
    from: z.optional(dateSchema),
    to: z.optional(dateSchema),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(200, 'too_long'))),
  })
  .check(
    z.refine((value) => !value.from || !value.to || value.to > value.from, { message: 'checkout_before_checkin', path: ['to'] }),
    z.refine((value) => !value.from || !value.to || daysBetween(value.from, value.to) <= MAX_OUT_OF_ORDER_NIGHTS, { message: 'stay_too_long', path: ['to'] }),
    z.refine((value) => value.status === 'out_of_order' || (value.from === undefined && value.to === undefined), { message: 'dates_only_out_of_order', path: ['from'] }),
  );
export type HousekeepingSetInput = z.infer<typeof housekeepingSetSchema>;

export interface HousekeepingUnit {
  unitId: number;
  unitName: string;
  occupancy: UnitOccupancy;
  status: HousekeepingStatus;
}

/** host.frontDesk.today: one property, or every property of the caller when absent. */
export const frontDeskSchema = z.object({ propertyId: z.optional(idSchema) });

/** host.reports.summary: [from, to) over one property, or every property of the caller. */
export const reportsSummarySchema = z
  .object({ propertyId: z.optional(idSchema), from: dateSchema, to: dateSchema })
  .check(
    z.refine((value) => value.to > value.from, { message: 'checkout_before_checkin', path: ['to'] }),
    z.refine((value) => value.to <= value.from || daysBetween(value.from, value.to) <= MAX_REPORT_NIGHTS, { message: 'range_too_long', path: ['to'] }),
  );
export type ReportsSummaryInput = z.infer<typeof reportsSummarySchema>;

export interface ReportsSummary {
  nightsAvailable: number;
  nightsSold: number;
  /** nightsSold / nightsAvailable × 100, rounded half up to one decimal (0 when nothing is available). */
  occupancyPercent: number;
  /** Lodging only (room, plan, length-of-stay and promo lines): what ADR and RevPAR count. */
  revenueCents: number;
  /** revenue / nights sold, rounded half up to the cent. */
  adrCents: number;
  /** revenue / nights available, rounded half up to the cent. */
  revparCents: number;
  /** The period's money by kind, by night like revenue (issue 43): fees = cleaning + service, taxes = tourist tax. */
  revenueByKind: { lodging: number; addons: number; fees: number; taxes: number };
  bySource: { source: ReservationSource; nights: number; revenueCents: number }[];
  /** The currency of the properties in scope; null when they mix currencies. */
  currency: string | null;
}

export { RESERVATION_SOURCES };

/** `numerator / denominator` rounded half up, for non-negative integers (0 when dividing by 0). */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A percentage with one decimal, rounded half up, computed in integers. */
export function percentHalfUp(part: number, whole: number): number {
  return divideHalfUp(part * 1000, whole) / 10;
}
