/** host.invoicing and host.invoices: NFS-e per stay through Focus NFe (issue 43, worker/books/invoices.ts). */
import { TRPCError } from '@trpc/server';
import { invoicesCancelSchema, invoicesIssueSchema, invoicesListSchema, invoicingGetSchema, invoicingUpdateSchema } from '../../../../shared/host/books';
import { CancelRefused, NotBrazilian, NotConfigured, TokenRequired, cancelInvoice, invoicingSettings, ownsReservation, issueInvoice, listInvoices, refreshInvoice, updateInvoicing } from '../../../books/invoices';
import { badInput, createTRPCRouter, hostProcedure } from '../../trpc';
import { receiptData } from '../../../books/receipt';
import { mailReceipt } from '../../../books/receipt-mail';
import { edgeInput } from './edge-input';
import { notFound } from './properties';

const notConfigured = () => new TRPCError({ code: 'PRECONDITION_FAILED', message: 'NFS-e is not configured for this property (host.invoicing.update).' });

export const invoicingRouter = createTRPCRouter({
  /** The property's NFS-e settings for the form: never the token, only its last 4. Owner only (like the Pix key). */
  get: hostProcedure('payouts').input(edgeInput(invoicingGetSchema)).query(async ({ ctx, input }) => {
    const settings = await invoicingSettings(ctx.env.DB, ctx.host.id, input.propertyId, ctx.origin ?? ctx.env.SITE_URL);
    if (!settings) throw notFound();
    return settings;
  }),
  /** { propertyId, provider: 'focusnfe', token, cnpj, inscricaoMunicipal, codigoServico, aliquotaIss, … } → the settings as `get` shows them. */
  update: hostProcedure('payouts').input(edgeInput(invoicingUpdateSchema)).mutation(async ({ ctx, input }) => {
    try {
      const settings = await updateInvoicing(ctx.env, ctx.host.id, input, ctx.origin ?? ctx.env.SITE_URL);
      if (!settings) throw notFound();
      return settings;
    } catch (error) {
      if (error instanceof NotBrazilian) throw badInput([{ field: 'propertyId', message: 'not_brazilian' }]);
      if (error instanceof TokenRequired) throw badInput([{ field: 'token', message: 'token_invalid' }]);
      throw error;
    }
  }),
});

export const invoicesRouter = createTRPCRouter({
  /** The stay's note: sent to Focus NFe, or the same note when it already was. Another host's reservation → NOT_FOUND. */
  issue: hostProcedure('payments.write', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(invoicesIssueSchema)).mutation(async ({ ctx, input }) => {
    try {
      const invoice = await issueInvoice(ctx.env, ctx.host.id, input.reservationId, new Date(), ctx.scopeProperties);
      if (!invoice) throw notFound();
      return invoice;
    } catch (error) {
      if (error instanceof NotConfigured) throw notConfigured();
      throw error;
    }
  }),
  /** [{ reservationId, ref, status, number?, pdfUrl?, error?, … }], newest first; propertyId absent = every property. */
  list: hostProcedure('payments.read', { property: 'propertyId', absentMeansAll: true }).input(edgeInput(invoicesListSchema)).query(async ({ ctx, input }) => {
    const invoices = await listInvoices(ctx.env, ctx.host.id, input, new Date(), ctx.scopeProperties);
    if (!invoices) throw notFound();
    return invoices;
  }),
  /** Reads the note back from Focus NFe now (the page's "update status"). */
  refresh: hostProcedure('payments.read', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(invoicesIssueSchema)).mutation(async ({ ctx, input }) => {
    if (!(await ownsReservation(ctx.env.DB, ctx.host.id, input.reservationId, ctx.scopeProperties))) throw notFound();
    // null: the stay has no note yet.
    return refreshInvoice(ctx.env, ctx.host.id, input.reservationId);
  }),
  /** Cancels an authorized note with a reason (15–255 characters); Focus NFe's refusal → BAD_REQUEST with its words. */
  cancel: hostProcedure('payments.write', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(invoicesCancelSchema)).mutation(async ({ ctx, input }) => {
    if (!(await ownsReservation(ctx.env.DB, ctx.host.id, input.reservationId, ctx.scopeProperties))) throw notFound();
    try {
      const invoice = await cancelInvoice(ctx.env, ctx.host.id, input.reservationId, input.reason);
      if (!invoice) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This stay has no NFS-e to cancel.' });
      return invoice;
    } catch (error) {
      if (error instanceof CancelRefused) throw badInput([{ field: 'reason', message: error.message }]);
      if (error instanceof NotConfigured) throw notConfigured();
      throw error;
    }
  }),
});

export const receiptsRouter = createTRPCRouter({
  /** The receipt's data (the page GET /account/receipts/{id} renders it). */
  get: hostProcedure('reservations.read', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(invoicesIssueSchema)).query(async ({ ctx, input }) => {
    const data = await receiptData(ctx.env.DB, ctx.host.id, input.reservationId, ctx.scopeProperties);
    if (!data) throw notFound();
    return data;
  }),
  /** Mails the receipt to the guest (the booking outbox) → { email }; a stay without the guest's email → PRECONDITION_FAILED. */
  mail: hostProcedure('reservations.write', { resource: 'reservation', field: 'reservationId' }).input(edgeInput(invoicesIssueSchema)).mutation(async ({ ctx, input }) => {
    const data = await receiptData(ctx.env.DB, ctx.host.id, input.reservationId);
    if (!data) throw notFound();
    if (!data.guestEmail) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'This stay has no guest email.' });
    await mailReceipt(ctx.env, ctx.host.id, data);
    return { email: data.guestEmail };
  }),
});
