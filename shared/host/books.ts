/**
 * Inputs and shapes of the books a Brazilian host keeps (issue 43; architecture, fourth stage,
 * "The books a Brazilian host keeps"): host.reports.payments, host.invoicing.*, host.invoices.*.
 * Shared by the workspace pages and the edge. Money is integer cents; dates 'YYYY-MM-DD'.
 */
import * as z from 'zod/mini';
import { isValidCnpj } from '../pix/keys';
import { reportsSummarySchema } from './operations';

const idSchema = z.int('id_invalid').check(z.positive('id_invalid'));

/** host.reports.payments: [from, to) over one property or every property of the caller (the summary's rules). */
export const reportsPaymentsSchema = reportsSummarySchema;
export type ReportsPaymentsInput = z.infer<typeof reportsPaymentsSchema>;

/** One day's money of one method (and online provider, when a provider took it). */
export interface MoneyLine {
  date: string;
  /** pix | cash | card | transfer | other (the payments.method column). */
  method: string;
  /** null: recorded by the host; else the provider that took it online (mercadopago, stripe…). */
  provider: string | null;
  count: number;
  amountCents: number;
}

export interface ReportsPayments {
  /** Received per day and method: every payment line by the day it was received (refunded or not). */
  received: MoneyLine[];
  /** Refunds apart, by the day they were refunded. */
  refunds: MoneyLine[];
  byMethod: { method: string; provider: string | null; receivedCents: number; refundedCents: number }[];
  receivedCents: number;
  refundedCents: number;
  /** received − refunded. */
  netCents: number;
  /** The currency of the properties in scope; null when they mix currencies. */
  currency: string | null;
}

// ─── NFS-e through Focus NFe ─────────────────────────────────────────────────────────────────

export const INVOICE_PROVIDERS = ['focusnfe'] as const;
export const INVOICE_STATUSES = ['processing', 'authorized', 'error', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export { LODGING_SERVICE_CODE } from './service-codes';

const digitsOf = (value: string) => value.replace(/[.\-/\s]/g, '').toUpperCase();
const text = (max: number) => z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'));

/**
 * host.invoicing.update: the property's NFS-e settings. `token` may be left out on a later
 * update to keep the stored one (it is never sent back: only its last 4).
 */
export const invoicingUpdateSchema = z.object({
  propertyId: idSchema,
  provider: z.enum(INVOICE_PROVIDERS, 'required'),
  token: z.optional(z.string().check(z.trim(), z.minLength(8, 'token_invalid'), z.maxLength(200, 'too_long'))),
  cnpj: z.pipe(
    z.string('required').check(z.trim(), z.minLength(1, 'required')),
    z.transform(digitsOf),
  ).check(z.refine((value) => isValidCnpj(value), 'cnpj_invalid')),
  inscricaoMunicipal: z.pipe(text(20), z.transform(digitsOf)),
  codigoServico: z.pipe(z.string('required').check(z.trim()), z.transform((value) => value.replace(/\D/g, ''))).check(z.regex(/^\d{6}$/, 'code_invalid')),
  /** The ISS rate in percent (5 = 5 %), at most two decimals. */
  aliquotaIss: z.number('rate_invalid').check(z.minimum(0, 'rate_invalid'), z.maximum(100, 'rate_invalid')),
  legalName: z.optional(z.string().check(z.trim(), z.maxLength(150, 'too_long'))),
  /** The municipality's IBGE code (7 digits): where the note is issued and the service rendered. */
  codigoMunicipio: z.optional(z.string().check(z.trim(), z.regex(/^(\d{7})?$/, 'municipio_invalid'))),
  autoIssue: z.optional(z.boolean()),
});
export type InvoicingUpdateInput = z.infer<typeof invoicingUpdateSchema>;

export const invoicingGetSchema = z.object({ propertyId: idSchema });

/** What the settings form shows: never the token, only its last 4. */
export interface InvoicingSettings {
  propertyId: number;
  configured: boolean;
  /** NFS-e is for Brazilian properties in BRL. */
  allowed: boolean;
  provider: 'focusnfe';
  legalName: string;
  cnpj: string;
  inscricaoMunicipal: string;
  codigoServico: string;
  aliquotaIss: number;
  codigoMunicipio: string;
  autoIssue: boolean;
  tokenLast4: string | null;
  /** The per-property URL to paste in Focus NFe's panel as the NFS-e trigger (webhook). */
  webhookUrl: string | null;
}

export const invoicesIssueSchema = z.object({ reservationId: idSchema });
export const invoicesListSchema = z.object({ propertyId: z.optional(idSchema), reservationId: z.optional(idSchema) });
export const invoicesCancelSchema = z.object({
  reservationId: idSchema,
  /** Focus NFe asks 15 to 255 characters. */
  reason: z.string('required').check(z.trim(), z.minLength(15, 'reason_short'), z.maxLength(255, 'too_long')),
});

export interface InvoiceItem {
  reservationId: number;
  propertyId: number;
  code: string;
  guestName: string;
  ref: string;
  status: InvoiceStatus;
  amountCents: number;
  number?: string;
  pdfUrl?: string;
  xmlUrl?: string;
  /** The provider's reason in words (a rejected note). */
  error?: string;
  createdAt: string;
  updatedAt: string;
}
