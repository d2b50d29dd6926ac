/**
 * The guest's journey outside tRPC (issue 28):
 * - POST /reserva/:token/check-in and /reserva/:token/avaliacao (every locale; also under
 *   /s/:slug, the host's own site, issue 45): the check-in and review forms without JavaScript.
 *   They call the same procedures in-process, then redirect
 *   (303) back to the page: `?saved=1` / `?sent=1`, or `?errors=field:message;…` with what was
 *   typed kept (the check-in's encrypted draft; the review's text in the query). The check-in's
 *   "save and continue later" (`intent=draft`) keeps the form as a draft: `?draft=1`.
 * - POST /dev/jobs/run (local mode only, else 404): runs the scheduled jobs now, as the cron
 *   would (every shard: `{ now, shards: { <binding>: what its jobs did }, failed, listings, demos }`);
 *   `?now=<ISO instant>` runs them as at that moment (tests move the clock this way);
 *   `&job=messages` runs only the scheduled guest messages.
 */
import type { Context, Handler, Hono } from 'hono';
import { TRPCError } from '@trpc/server';
import type { AppEnv } from '../context';
import { isLocalAuth } from '../auth/api';
import { isCrossSite } from '../trpc/origin';
import { runCron } from '../trpc/jobs';
import { createCaller } from '../trpc/root';
import { createContext, type FieldIssue } from '../trpc/trpc';
import { everyLocalePath, localizePath } from '../../shared/locales';
import { reservationByToken } from '../db/booking';
import { propertyOfToken, tokenEnv } from '../db/guest-routes';
import { forEachShard, shardEnv, shardsLeftFromDirectory } from '../db/shards';
import { acceptsCheckin, saveDraft } from './checkin';
import { sendDueMessages } from './messages';
import type { CheckinFields } from '../../shared/journey/checkin';
import { DRAFT_FIELD, checkinInputOf } from '../../shared/journey/checkin-form';

const MAX_FORM_BYTES = 32 * 1024;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

async function readForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_FORM_BYTES) return {};
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_FORM_BYTES) return {};
  const fields: Record<string, string> = {};
  new URLSearchParams(new TextDecoder().decode(buffer)).forEach((value, key) => {
    fields[key] = value;
  });
  return fields;
}

/** The issues of a BAD_REQUEST as `field:code;…`; a schema's own wording becomes `invalid`. */
function errorsParam(error: TRPCError): string {
  const cause = error.cause as { issues?: (FieldIssue | { path?: PropertyKey[]; message?: string })[] } | undefined;
  const pairs = (cause?.issues ?? []).map((issue) => {
    const field = 'field' in issue && issue.field ? issue.field : ((issue as { path?: PropertyKey[] }).path ?? []).map(String).join('.') || 'input';
    const message = issue.message && /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid';
    return `${field}:${message}`;
  });
  return [...new Set(pairs)].join(';') || 'input:invalid';
}

/** The stay's pages a post comes back to: on the host's own site (/s/:slug/reserva/:token…, issue 45) when posted from there. */
function guestPagePath(c: Context<AppEnv>, token: string): string {
  const slug = c.req.param('slug');
  return slug && /^[a-z0-9-]{1,40}$/.test(slug) ? `/s/${slug}/reserva/${token}` : `/reserva/${token}`;
}

/**
 * The stay a guest's link token opens, and the env of its shard (issue 46): the token carries its
 * property's id (worker/db/guest-routes.ts); a link made before (no id) is read on the directory's
 * own shard, then on the shards hosts moved to from there, in turn — as routedByToken does for
 * the procedures (worker/trpc/trpc.ts), so the form's failure path finds what the procedure found.
 */
async function stayOfToken(env: Env, token: string): Promise<{ shard: Env; reservation: NonNullable<Awaited<ReturnType<typeof reservationByToken>>> } | null> {
  const first = tokenEnv(env, token);
  const reservation = await reservationByToken(first.DB, token);
  if (reservation) return { shard: first, reservation };
  if (propertyOfToken(token) !== null) return null;
  for (const binding of shardsLeftFromDirectory(env)) {
    const shard = shardEnv(env, binding);
    const moved = await reservationByToken(shard.DB, token);
    if (moved) return { shard, reservation: moved };
  }
  return null;
}

export const checkinFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return c.notFound();
  const page = localizePath(`${guestPagePath(c, token)}/check-in`, c.get('locale'));
  const form = await readForm(c);
  try {
    const caller = createCaller(createContext(c));
    if (form.intent === 'draft') {
      // "Save and continue later": the form as typed, kept encrypted; the link opens it again.
      const fields = Object.fromEntries(Object.entries(form).filter(([name]) => DRAFT_FIELD.test(name)).map(([name, value]) => [name, value.slice(0, 300)]));
      await caller.booking.checkin.saveDraft({ token, fields });
      return c.redirect(`${page}?draft=1`, 303);
    }
    await caller.booking.checkin.submit({ token, ...(checkinInputOf(form) as CheckinFields) });
    return c.redirect(`${page}?saved=1`, 303);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'NOT_FOUND') return c.notFound();
    if (error.code === 'BAD_REQUEST') {
      const found = await stayOfToken(c.env, token);
      // Kept as a draft only while the stay takes a check-in (issue 38: a cancelled stay's form
      // with its document number was stored), as booking.checkin.saveDraft decides.
      if (found && acceptsCheckin(found.reservation.status)) await saveDraft(found.shard, found.shard.DB, found.reservation.id, form);
      return c.redirect(`${page}?errors=${encodeURIComponent(errorsParam(error))}`, 303);
    }
    return c.redirect(page, 303);
  }
};

export const reviewFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return c.notFound();
  const locale = c.get('locale');
  const page = localizePath(`${guestPagePath(c, token)}/avaliacao`, locale);
  const form = await readForm(c);
  const rating = /^[1-5]$/.test(form.rating ?? '') ? Number(form.rating) : 0;
  try {
    await createCaller(createContext(c)).booking.review.submit({ token, rating, text: form.text ?? '', locale });
    return c.redirect(`${page}?sent=1`, 303);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'NOT_FOUND') return c.notFound();
    if (error.code === 'BAD_REQUEST') {
      const keep = new URLSearchParams({ errors: errorsParam(error), text: (form.text ?? '').slice(0, 3000), ...(rating ? { rating: String(rating) } : {}) });
      return c.redirect(`${page}?${keep.toString()}`, 303);
    }
    return c.redirect(page, 303);
  }
};

export function mountJourney(app: Hono<AppEnv>): void {
  app.on('POST', everyLocalePath('/reserva/:token/check-in'), checkinFormPost);
  app.on('POST', everyLocalePath('/reserva/:token/avaliacao'), reviewFormPost);
  // The same forms on the host's own site (issue 45): they come back to the site's pages.
  app.on('POST', everyLocalePath('/s/:slug/reserva/:token/check-in'), checkinFormPost);
  app.on('POST', everyLocalePath('/s/:slug/reserva/:token/avaliacao'), reviewFormPost);
  app.post('/dev/jobs/run', async (c) => {
    if (!isLocalAuth(c.env)) return c.notFound();
    if (isCrossSite(c)) return c.text('Cross-site posts are not allowed', 403);
    const at = c.req.query('now');
    const now = at ? Date.parse(at) : Date.now();
    if (!Number.isFinite(now)) return c.json({ error: 'now: an ISO instant' }, 400);
    // `?job=messages`: only the scheduled guest messages, so a test that moves the clock does not
    // also release other tests' Pix holds or drop their check-in drafts on a shared server.
    if (c.req.query('job') === 'messages') return c.json({ now: new Date(now).toISOString(), messages: await forEachShard(c.env, (shard) => sendDueMessages(shard, shard.DB, now)) }, 200, { 'cache-control': 'no-store' });
    // The cron's whole run (issue 46): every shard's jobs (by binding), the directory's listings, the demo expiry.
    const result = await runCron(c.env, now);
    return c.json({ now: new Date(now).toISOString(), ...result }, 200, { 'cache-control': 'no-store' });
  });
}
