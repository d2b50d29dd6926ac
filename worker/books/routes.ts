/**
 * The books' HTTP routes (issue 43), mounted before the page catch-all:
 * - GET /account/payments.csv?from=&to=&propertyId=&format=&locale=: host.reports.payments as CSV
 *   (either form, worker/books/spreadsheet.ts);
 * - GET /account/receipts/{reservationId}: the stay's receipt (HTML, A4), in the guest's language;
 *   POST …/mail sends it to the guest and answers 303 back to it (`?mailed=1`);
 * - POST /api/invoices/focusnfe/{key}: Focus NFe's trigger (webhook), trusted for the ref only;
 * - /dev/focusnfe/…: the local Focus NFe simulator (local mode only, else 404).
 * Each signed-in route goes through the same tRPC procedure as the page (the access checks).
 */
import type { Context, Hono } from 'hono';
import { TRPCError } from '@trpc/server';
import type { AppEnv } from '../context';
import { isLocalAuth } from '../auth/api';
import { isCrossSite } from '../trpc/origin';
import { createCaller } from '../trpc/root';
import { createContext } from '../trpc/trpc';
import { reportsPaymentsSchema } from '../../shared/host/books';
import { csvFormatOf, csvHeaders, sheetLocale } from './spreadsheet';
import { paymentsCsv, wordsOf } from './exports';
import { invoiceTrigger } from './invoices';
import { receiptHtml } from './receipt';
import { simulateFocus } from './simulator';

/** A procedure's refusal as the HTTP status a download or page answers. */
function refusal(c: Context<AppEnv>, error: unknown): Response {
  if (error instanceof TRPCError && error.code === 'NOT_FOUND') return c.json({ error: 'not_found' }, 404);
  if (error instanceof TRPCError && error.code === 'FORBIDDEN') return c.json({ error: 'forbidden' }, 403);
  if (error instanceof TRPCError && error.code === 'PRECONDITION_FAILED') return c.json({ error: 'precondition_failed', message: error.message }, 409);
  throw error;
}

async function exportPayments(c: Context<AppEnv>) {
  if (!c.get('user')) return c.json({ error: 'signed_out' }, 401);
  const propertyId = c.req.query('propertyId');
  const parsed = reportsPaymentsSchema.safeParse({
    from: c.req.query('from'),
    to: c.req.query('to'),
    ...(propertyId && propertyId !== 'all' ? { propertyId: Number(propertyId) } : {}),
  });
  if (!parsed.success) return c.json({ error: 'invalid', issues: parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })) }, 400);
  try {
    const report = await createCaller(createContext(c)).host.reports.payments(parsed.data);
    const format = csvFormatOf(c.req.query('format'), c.req.query('locale'));
    const body = paymentsCsv(report, parsed.data, format, wordsOf(sheetLocale(c.req.query('locale'))));
    return new Response(body, { headers: csvHeaders(`estadia-recebimentos-${parsed.data.from}-${parsed.data.to}.csv`, format) });
  } catch (error) {
    return refusal(c, error);
  }
}

const reservationIdOf = (c: Context<AppEnv>) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

async function receiptPage(c: Context<AppEnv>) {
  if (!c.get('user')) return c.redirect(`/login?next=${encodeURIComponent(new URL(c.req.url).pathname)}`, 303);
  const reservationId = reservationIdOf(c);
  if (reservationId === null) return c.notFound();
  try {
    const data = await createCaller(createContext(c)).host.receipts.get({ reservationId });
    const mailed = c.req.query('mailed') === '1' ? data.guestEmail : null;
    return c.html(receiptHtml(data, { mailAction: `/account/receipts/${reservationId}/mail`, mailed }), 200, { 'cache-control': 'private, no-store' });
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return c.text('Not found', 404);
    return refusal(c, error);
  }
}

async function receiptMail(c: Context<AppEnv>) {
  if (isCrossSite(c)) return c.text('Cross-site posts are not allowed', 403);
  if (!c.get('user')) return c.json({ error: 'signed_out' }, 401);
  const reservationId = reservationIdOf(c);
  if (reservationId === null) return c.notFound();
  try {
    const sent = await createCaller(createContext(c)).host.receipts.mail({ reservationId });
    if ((c.req.header('accept') ?? '').includes('application/json')) return c.json(sent);
    return c.redirect(`/account/receipts/${reservationId}?mailed=1`, 303);
  } catch (error) {
    return refusal(c, error);
  }
}

async function focusTrigger(c: Context<AppEnv>) {
  const body = (await c.req.json().catch(() => null)) as { ref?: unknown } | null;
  const ref = typeof body?.ref === 'string' && body.ref.length <= 60 ? body.ref : null;
  const known = await invoiceTrigger(c.env, c.req.param('key') ?? '', ref);
  return known ? c.body(null, 204) : c.json({ error: 'not_found' }, 404);
}

/** Mounts the books' routes (before the page catch-all). */
export function mountBooks(app: Hono<AppEnv>) {
  app.get('/account/payments.csv', exportPayments);
  app.get('/account/receipts/:id', receiptPage);
  app.post('/account/receipts/:id/mail', receiptMail);
  app.post('/api/invoices/focusnfe/:key', focusTrigger);
  app.all('/dev/focusnfe/*', async (c) => (isLocalAuth(c.env) ? simulateFocus(c.req.raw) : c.notFound()));
}
