/**
 * Channex's HTTP edges (issue 41):
 * - POST /api/channels/channex/webhook: Channex's booking webhook. Trusted only with the header
 *   `x-estadia-webhook-token` = CHANNEX_WEBHOOK_TOKEN (Channex signs nothing; the header is the
 *   secret we registered with the webhook), else 401 and nothing read. It carries no data we
 *   use: it wakes the reader of the revisions feed, which reads back from Channex itself —
 *   except the `message` event (issue 44): a guest's message on Booking.com/Airbnb, read back
 *   from Channex's messages API and filed in that stay's thread (worker/channex/messages.ts).
 * - /dev/channex (local mode only, else 404): the simulator's page, where a newcomer sees what
 *   was pushed and sends a test booking "from Booking.com"; /dev/channex/auth/exchange stands
 *   for Channex's channel screen; POST /dev/channex/messages writes as a channel guest (the page
 *   lists the channel bookings' conversations, the host's answers included).
 * - After any request that may have written (not GET/HEAD), the pushers of properties with
 *   changes waiting are woken (waitUntil): changes recorded by any writer go out within seconds.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { i18nObject } from '../../web/i18n/i18n-util';
import { LOCALE_TAGS, localeFromAcceptLanguage, toLocale, type Locale } from '../../shared/locales';
import { addDays, todayIn } from '../../shared/stay/dates';
import { isLocalAuth } from '../auth/api';
import { timingSafeEqual } from '../auth/crypto';
import { isCrossSite } from '../trpc/origin';
import { wakePending, wakePusher } from './pusher';
import { ChannexError } from './client';
import { receiveChannelMessage } from './messages';
import { channelOf, readFeed } from './revisions';
import { channexFor } from './service';
import { findOnShards, forEachShard, databaseOf, shardBindings, shardEnv } from '../db/shards';
import { queueGuestMessage, queueTestBooking, simulatorMessages, simulatorView } from './simulator';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Reads the feed and wakes the pushers of the properties it changed. */
/**
 * Reads the feed and wakes the pushers of the properties it changed. `shard`: the env whose `DB`
 * is one shard (issue 46): only revisions of properties connected there are applied; the others
 * stay unacknowledged in Channex's feed for their own shard's run.
 */
export async function readChannexFeed(shard: Env, now = new Date()) {
  const result = await readFeed(shard, databaseOf(shard), channexFor(shard), now);
  await Promise.all(result.properties.map((propertyId) => wakePusher(shard, propertyId)));
  return result;
}

/** The shard holding a Channex property's connection (every shard asked at once), or null. */
function shardOfChannexProperty(env: Env, channexPropertyId: unknown) {
  if (typeof channexPropertyId !== 'string' || channexPropertyId.length === 0 || channexPropertyId.length > 100) return Promise.resolve(null);
  return findOnShards(env, (shard) => databaseOf(shard).prepare('SELECT 1 AS ok FROM channex_connections WHERE channex_property_id = ?').bind(channexPropertyId).first());
}

/**
 * The webhook's feed read: on the shard holding the property the event names (its revisions are
 * the news), else on every shard in turn; the cron walks every shard anyway.
 */
async function readFeedForEvent(env: Env, channexPropertyId: unknown) {
  const located = await shardOfChannexProperty(env, channexPropertyId);
  const runs = located ? [await readChannexFeed(located.shard)] : (await forEachShard(env, (shard) => readChannexFeed(shard))).map((run) => run.result);
  return {
    applied: runs.reduce((sum, run) => sum + run.applied, 0),
    acked: runs.reduce((sum, run) => sum + run.acked, 0),
    conflicts: runs.reduce((sum, run) => sum + run.conflicts, 0),
    error: runs.find((run) => run.error)?.error ?? null,
  };
}

function tokenMatches(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const encoder = new TextEncoder();
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The simulator is there only in local mode with no real Channex configured. */
const simulatorOn = (env: Env) => isLocalAuth(env) && !(env.CHANNEX_API_URL ?? '').trim();

interface SimProperty {
  propertyId: number;
  name: string;
  currency: string;
  timezone: string;
  channexPropertyId: string;
}

async function devPage(c: Context<AppEnv>): Promise<Response> {
  if (!simulatorOn(c.env)) return c.notFound();
  const locale = toLocale(c.req.query('lang') ?? localeFromAcceptLanguage(c.req.header('accept-language')));
  loadLocale(locale);
  const t = i18nObject(locale).channex.simulator;
  // Every shard's connected properties (issue 46; local mode only).
  const perShard = await forEachShard(c.env, async (shard) => {
    const { results: properties } = await databaseOf(shard).prepare(
      `SELECT p.id AS propertyId, p.name, p.currency, p.timezone, c.channex_property_id AS channexPropertyId FROM channex_connections c
       JOIN properties p ON p.id = c.property_id WHERE c.status = 'connected' ORDER BY p.name, p.id`,
    ).all<SimProperty>();
    const { results: rooms } = await databaseOf(shard).prepare(
      `SELECT m.property_id AS propertyId, m.channex_id AS channexId, t.name, (SELECT rp.channex_id FROM channex_rate_plans rp WHERE rp.room_type_id = t.id ORDER BY rp.rate_plan_id LIMIT 1) AS ratePlan
       FROM channex_room_types m JOIN room_types t ON t.id = m.room_type_id JOIN channex_connections c ON c.property_id = m.property_id AND c.status = 'connected' ORDER BY t.position, t.id`,
    ).all<{ propertyId: number; channexId: string; name: string; ratePlan: string | null }>();
    return { properties, rooms };
  });
  const properties = perShard.flatMap((run) => run.result.properties);
  const rooms = perShard.flatMap((run) => run.result.rooms);
  const view = simulatorView();
  const sent = c.req.query('sent');
  const failed = c.req.query('failed');
  const items = properties
    .map((property) => {
      const arrival = addDays(todayIn(property.timezone), 14);
      const options = rooms
        .filter((room) => room.propertyId === property.propertyId)
        .map((room) => `<option value="${escapeHtml(`${room.channexId}|${room.ratePlan ?? ''}`)}">${escapeHtml(room.name)} (${escapeHtml(t.available({ count: view.availability.get(`${room.channexId}|${arrival}`) ?? 0, date: arrival }))})</option>`)
        .join('');
      const field = (name: string, label: string, input: string) => `<p><label for="${name}-${property.propertyId}">${escapeHtml(label)}</label><br>${input}</p>`;
      return `<section aria-labelledby="p-${property.propertyId}"><h2 id="p-${property.propertyId}">${escapeHtml(property.name)}</h2>
<p>${escapeHtml(t.channexId({ id: property.channexPropertyId }))}</p>
<form method="post" action="/dev/channex/bookings?lang=${locale}">
<input type="hidden" name="property" value="${escapeHtml(property.channexPropertyId)}">
<input type="hidden" name="currency" value="${escapeHtml(property.currency)}">
${field('room', t.room(), `<select id="room-${property.propertyId}" name="room">${options}</select>`)}
${field('ota', t.ota(), `<select id="ota-${property.propertyId}" name="ota"><option value="BookingCom">Booking.com</option><option value="Airbnb">Airbnb</option><option value="Expedia">Expedia</option><option value="VRBO">Vrbo</option></select>`)}
${field('arrival', t.arrival(), `<input id="arrival-${property.propertyId}" name="arrival" type="date" required value="${arrival}">`)}
${field('nights', t.nights(), `<input id="nights-${property.propertyId}" name="nights" type="number" min="1" max="30" required value="2">`)}
${field('name', t.guestName(), `<input id="name-${property.propertyId}" name="name" required value="Ana">`)}
${field('surname', t.guestSurname(), `<input id="surname-${property.propertyId}" name="surname" value="Booking">`)}
${field('email', t.guestEmail(), `<input id="email-${property.propertyId}" name="email" type="email" value="ana.booking@example.com">`)}
${field('amount', t.amount({ currency: property.currency }), `<input id="amount-${property.propertyId}" name="amount" inputmode="decimal" pattern="\\d+(\\.\\d{1,2})?" required value="480.00">`)}
<p><button type="submit">${escapeHtml(t.send())}</button></p>
</form></section>`;
    })
    .join('');
  const calls = view.calls
    .slice(0, 10)
    .map((call) => `<li><code>POST ${escapeHtml(call.path)}</code> · ${escapeHtml(t.values({ count: call.values }))} · <time datetime="${new Date(call.at).toISOString()}">${new Date(call.at).toISOString().slice(11, 19)} UTC</time></li>`)
    .join('');
  const conversations = await stayConversations(c.env, locale);
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(t.title())}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1f2937}input,select,button{font:inherit;padding:.4rem;max-width:100%}button{background:#0f766e;color:#fff;border:0;border-radius:.4rem;padding:.5rem 1rem}[role=status]{background:#ecfdf5;padding:.5rem}[role=alert]{background:#fef2f2;padding:.5rem}</style></head>
<body><main><h1>${escapeHtml(t.title())}</h1><p>${escapeHtml(t.intro())}</p>
${sent ? `<p role="status">${escapeHtml(t.sent({ code: sent }))}</p>` : ''}${failed ? `<p role="alert">${escapeHtml(t.failed())}</p>` : ''}
${c.req.query('message') === 'filed' ? `<p role="status">${escapeHtml(t.messageSent())}</p>` : ''}${c.req.query('message') === 'failed' ? `<p role="alert">${escapeHtml(t.messageFailed())}</p>` : ''}
${items || `<p>${escapeHtml(t.empty())}</p>`}
${conversations}
<h2>${escapeHtml(t.calls())}</h2>${calls ? `<ol>${calls}</ol>` : `<p>${escapeHtml(t.noCalls())}</p>`}</main></body></html>`;
  return c.html(html, 200, { 'cache-control': 'no-store' });
}

async function devBooking(c: Context<AppEnv>): Promise<Response> {
  if (!simulatorOn(c.env)) return c.notFound();
  if (isCrossSite(c)) return c.text('Cross-site posts are not allowed', 403);
  const lang = toLocale(c.req.query('lang') ?? 'pt');
  const form = await c.req.parseBody();
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
  const [roomTypeId, ratePlanId] = text('room').split('|');
  const nights = Number(text('nights'));
  const arrival = text('arrival');
  if (!roomTypeId || !/^\d{4}-\d{2}-\d{2}$/.test(arrival) || !Number.isInteger(nights) || nights < 1 || nights > 30 || !/^\d+(\.\d{1,2})?$/.test(text('amount'))) {
    return c.redirect(`/dev/channex?lang=${lang}&failed=1`, 303);
  }
  const revisionId = queueTestBooking({
    channexPropertyId: text('property'),
    roomTypeId,
    ratePlanId: ratePlanId || null,
    arrival,
    departure: addDays(arrival, nights),
    name: text('name').slice(0, 100) || 'Guest',
    surname: text('surname').slice(0, 100),
    email: text('email').slice(0, 254),
    phone: '',
    adults: 2,
    amount: text('amount'),
    currency: text('currency') || 'BRL',
    otaName: text('ota') || 'BookingCom',
  });
  // As Channex would: the webhook fires, and the feed is read.
  const result = await readFeedForEvent(c.env, text('property'));
  const located = await findOnShards(c.env, (shard) => databaseOf(shard).prepare('SELECT r.code FROM channex_revisions v JOIN reservations r ON r.id = v.reservation_id WHERE v.id = ?').bind(revisionId).first<{ code: string }>());
  const stay = located?.found;
  if (!stay || result.error) return c.redirect(`/dev/channex?lang=${lang}&failed=1`, 303);
  return c.redirect(`/dev/channex?lang=${lang}&sent=${encodeURIComponent(stay.code)}`, 303);
}

/**
 * The channel bookings' conversations as the channel sees them (the simulator's messages: the
 * guest's, sent from here, and the host's answers that came through the messages API), each with
 * a form to write as the guest.
 */
async function stayConversations(env: Env, locale: Locale): Promise<string> {
  loadLocale(locale);
  const LL = i18nObject(locale);
  const t = LL.channex.simulator;
  // The ten latest of every shard's (issue 46), then the ten latest of those.
  const perShard = await forEachShard(env, async (shard) =>
    (
      await databaseOf(shard).prepare(
        `SELECT s.booking_id AS bookingId, s.ota_name AS otaName, c.channex_property_id AS channexPropertyId, r.code, COALESCE(NULLIF(r.guest_name, ''), '') AS guestName, s.updated_at AS updatedAt
         FROM channex_stays s JOIN channex_connections c ON c.property_id = s.property_id AND c.status = 'connected' JOIN reservations r ON r.id = s.reservation_id
         WHERE COALESCE(s.room_slot, 0) = 0
         ORDER BY s.updated_at DESC LIMIT 10`,
      ).all<{ bookingId: string; otaName: string; channexPropertyId: string; code: string; guestName: string; updatedAt: string }>()
    ).results,
  );
  const stays = perShard.flatMap((run) => run.result).sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0)).slice(0, 10);
  const items = stays
    .map((stay) => {
      const id = `b-${stay.bookingId}`;
      const messages = simulatorMessages(stay.bookingId)
        .map((message) => `<li data-sender="${message.sender}"><strong>${escapeHtml(message.sender === 'guest' ? t.fromGuest() : t.fromProperty())}</strong> · <time datetime="${escapeHtml(message.insertedAt)}">${escapeHtml(message.insertedAt.slice(0, 16).replace('T', ' '))} UTC</time><br><span style="white-space:pre-wrap">${escapeHtml(message.message)}</span></li>`)
        .join('');
      return `<li id="${escapeHtml(id)}" data-booking="${escapeHtml(stay.bookingId)}"><h3>${escapeHtml(t.stay({ guest: stay.guestName, code: stay.code, ota: LL.workspace.source[channelOf(stay.otaName)]() }))}</h3>
${messages ? `<ol>${messages}</ol>` : `<p>${escapeHtml(t.noMessages())}</p>`}
<form method="post" action="/dev/channex/messages?lang=${locale}">
<input type="hidden" name="property" value="${escapeHtml(stay.channexPropertyId)}"><input type="hidden" name="booking" value="${escapeHtml(stay.bookingId)}">
<p><label for="m-${escapeHtml(stay.bookingId)}">${escapeHtml(t.messageLabel())}</label><br><textarea id="m-${escapeHtml(stay.bookingId)}" name="text" rows="2" required maxlength="2000" style="width:100%"></textarea></p>
<p><button type="submit">${escapeHtml(t.messageSend())}</button></p></form></li>`;
    })
    .join('');
  return `<h2>${escapeHtml(t.stays())}</h2><p>${escapeHtml(t.staysIntro())}</p>${items ? `<ul style="list-style:none;padding:0">${items}</ul>` : `<p>${escapeHtml(t.noStays())}</p>`}`;
}

/** A guest's message from the page: kept by the simulator, then the `message` webhook as Channex would call it (in-process). */
async function devGuestMessage(c: Context<AppEnv>): Promise<Response> {
  if (!simulatorOn(c.env)) return c.notFound();
  if (isCrossSite(c)) return c.text('Cross-site posts are not allowed', 403);
  const lang = toLocale(c.req.query('lang') ?? 'pt');
  const form = await c.req.parseBody();
  const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
  const booking = field('booking');
  if (!field('text') || !booking) return c.redirect(`/dev/channex?lang=${lang}&message=failed`, 303);
  const event = queueGuestMessage(field('property'), booking, field('text').slice(0, 2000));
  const outcome = await receiveChannelMessage(c.env, event, waitUntilOf(c));
  return c.redirect(`/dev/channex?lang=${lang}&message=${outcome === 'filed' ? 'filed' : 'failed'}#b-${encodeURIComponent(booking)}`, 303);
}

async function devChannelScreen(c: Context<AppEnv>): Promise<Response> {
  if (!simulatorOn(c.env)) return c.notFound();
  const locale = toLocale(c.req.query('lang') ?? localeFromAcceptLanguage(c.req.header('accept-language')));
  loadLocale(locale);
  const t = i18nObject(locale).channex.simulator;
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale].lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(t.screenTitle())}</title></head>
<body><main><h1>${escapeHtml(t.screenTitle())}</h1><p>${escapeHtml(t.screenText())}</p><p><a href="/dev/channex?lang=${locale}">${escapeHtml(t.title())}</a></p></main></body></html>`;
  return c.html(html, 200, { 'cache-control': 'no-store' });
}

/**
 * Middleware, mounted before the routes: after any request that may have written (not GET/HEAD),
 * the pushers of properties with changes waiting are woken, off the answer's path (waitUntil).
 */
export function channexWake(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined;
    }
    // Every shard's waiting changes (issue 46): the write may have been on any host's shard; the
    // shards are asked at once, after the response, and one that fails does not stop the others.
    const wake = Promise.all(
      shardBindings(c.env).map((binding) => {
        const shard = shardEnv(c.env, binding);
        return wakePending(shard, databaseOf(shard)).catch((error: unknown) =>
          console.error(JSON.stringify({ level: 'error', where: 'channex.wakePending', binding, message: String((error as Error)?.message ?? error) })),
        );
      }),
    );
    if (ctx) ctx.waitUntil(wake);
    else await wake;
  };
}

/** Channex's payloads are small (a message is a few KB); anything larger is not one of them. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    // No execution context (a test's in-process call): the promise simply runs.
    return (promise) => void promise.catch(() => undefined);
  }
}

/**
 * The `message` event (worker/channex/messages.ts): 200 with what became of it (filed,
 * duplicate, unknown_booking, not_confirmed, empty), 400 for a payload that is not one, 502 when
 * the read-back could not reach Channex (it delivers the webhook again).
 */
async function messageWebhook(c: Context<AppEnv>, body: unknown): Promise<Response> {
  try {
    // The shard holding the Channex property the event names (issue 46); none: nothing of ours.
    const located = await shardOfChannexProperty(c.env, (body as { property_id?: unknown } | null)?.property_id);
    const outcome = await receiveChannelMessage(located?.shard ?? c.env, body, waitUntilOf(c));
    return c.json({ outcome }, outcome === 'invalid' ? 400 : 200);
  } catch (error) {
    if (!(error instanceof ChannexError)) throw error;
    console.error(JSON.stringify({ level: 'error', where: 'channex.message', message: error.message.slice(0, 300) }));
    return c.json({ outcome: 'error', error: error.reason }, 502);
  }
}

export function mountChannex(app: Hono<AppEnv>): void {
  app.post('/api/channels/channex/webhook', async (c) => {
    if (!tokenMatches(c.req.header('x-estadia-webhook-token'), c.env.CHANNEX_WEBHOOK_TOKEN)) return c.json({ error: 'unauthorized' }, 401);
    if (Number(c.req.header('content-length') ?? '0') > MAX_WEBHOOK_BYTES) return c.json({ error: 'too_large' }, 413);
    const body: unknown = await c.req.json().catch(() => null);
    if ((body as { event?: unknown } | null)?.event === 'message') return messageWebhook(c, body);
    const result = await readFeedForEvent(c.env, (body as { property_id?: unknown } | null)?.property_id);
    return c.json({ applied: result.applied, acked: result.acked, conflicts: result.conflicts, error: result.error }, result.error ? 502 : 200);
  });
  app.get('/dev/channex', devPage);
  app.post('/dev/channex/bookings', devBooking);
  app.post('/dev/channex/messages', devGuestMessage);
  app.get('/dev/channex/auth/exchange', devChannelScreen);
}
