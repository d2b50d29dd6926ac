/**
 * The guest's booking flow without JavaScript: plain form posts that call the same procedures
 * as the page's script (in-process), then redirect after the post (a reload never books or
 * cancels twice), and the stay as an .ics file for the guest's calendar.
 */
import { paymentChoiceOf } from '../shared/payments/choices';
import type { Context, Handler, Hono } from 'hono';
import { TRPCError } from '@trpc/server';
import { isHostFrozen } from './db/shard-freeze';
import type { AppEnv } from './context';
import { createCaller } from './trpc/root';
import { createContext } from './trpc/trpc';
import { isCrossSite } from './trpc/origin';
import { everyLocalePath, localizePath } from '../shared/locales';
import { stayQuery } from '../web/pages/property/booking/stay-params';
import { saveDraft, type BookingDraft } from './db/booking';
import { mountBookingWidget } from './booking-widget';
import { SITE_PROPERTY_PATH, confirmationPath, siteOfPage } from '../web/pages/property/booking/stay-params';
import { devBookingMail, devBookingOutbox } from './mail/dev-outbox';
import { escapeText, foldLine } from './channels/ical';
import { shardDatabase, shardOfProperty } from './db/shards';

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_FORM_BYTES) return {};
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > MAX_FORM_BYTES) return {};
  const fields: Record<string, string> = {};
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    try {
      const form = await new Request(c.req.url, { method: 'POST', headers: { 'content-type': type }, body: buffer }).formData();
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
    } catch {
      // A malformed body is an empty form: the procedure names the missing fields.
    }
    return fields;
  }
  new URLSearchParams(new TextDecoder().decode(buffer)).forEach((value, key) => {
    fields[key] = value;
  });
  return fields;
}

const int = (value: string | undefined) => (value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN);
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** POST /property/:id/reservar: books, then 303 to the guest's manage page (the confirmation). */
export const bookingFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const locale = c.get('locale');
  const propertyId = int(c.req.param('id'));
  const form = await readForm(c);
  // Issue 45: booked from the host's own site, a refusal goes back to that page (the booking engine is the same).
  const sitePage = typeof form.page === 'string' && SITE_PROPERTY_PATH.test(form.page) && form.page.endsWith(`/p/${c.req.param('id')}`) ? form.page : null;
  const propertyPath = localizePath(sitePage ?? `/property/${c.req.param('id')}`, locale);
  const stay = { checkIn: form.checkIn ?? '', checkOut: form.checkOut ?? '', guests: int(form.guests) };
  // Issue 25: who stays, the plan, the code and the add-ons, as the page's form carries them.
  const adults = int(form.adults);
  const children = int(form.children);
  const ratePlanId = int(form.ratePlanId);
  const promoCode = (form.promoCode ?? '').trim();
  const addonIds = (form.addons ?? '').split(',').map(int).filter(Number.isFinite);
  const sold = {
    ...(Number.isFinite(adults) ? { adults, children: Number.isFinite(children) ? children : 0 } : {}),
    ...(Number.isFinite(ratePlanId) ? { ratePlanId } : {}),
    ...(promoCode ? { promoCode } : {}),
    ...(addonIds.length > 0 ? { addons: addonIds.map((id) => ({ id })) } : {}),
  };
  // What the guest typed, kept under an id for the page the redirect shows (never in the URL).
  const typed: BookingDraft = {
    name: form.name ?? '',
    email: form.email ?? '',
    phone: form.phone ?? '',
    arrivalTime: form.arrivalTime ?? '',
    notes: form.notes ?? '',
    payment: paymentChoiceOf(form.payment),
  };
  const back = async (error: string, roomType?: number, keep = true) => {
    const draft = keep && Number.isFinite(propertyId) ? await saveDraft(shardDatabase(c.env, shardOfProperty(c.env, propertyId)), propertyId, typed) : null;
    const query = stayQuery({
      ...stay,
      guests: Number.isFinite(stay.guests) ? stay.guests : 2,
      adults: sold.adults ?? null,
      children: sold.children ?? 0,
      promo: promoCode || null,
      addons: addonIds,
      plan: sold.ratePlanId ?? null,
      roomType: roomType ?? null,
      error,
      draft,
    });
    return c.redirect(`${propertyPath}${query}${roomType ? '#booking-details' : '#booking'}`, 303);
  };
  const roomTypeId = int(form.roomTypeId);
  try {
    const result = await createCaller(createContext(c)).booking.create({
      propertyId,
      roomTypeId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: stay.guests,
      ...sold,
      guest: { name: form.name ?? '', email: form.email ?? '', ...(form.phone?.trim() ? { phone: form.phone } : {}) },
      locale,
      payment: paymentChoiceOf(form.payment),
      ...(form.clientToken ? { clientToken: form.clientToken } : {}),
      arrivalTime: form.arrivalTime?.trim() ?? '',
      notes: form.notes ?? '',
      ...(sitePage ? { site: siteOfPage(sitePage) } : {}),
    });
    return c.redirect(`${confirmationPath(sitePage ?? '', result.manageUrl)}?booked=1`, 303);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'CONFLICT') return back('conflict');
    // Not kept when rate limited: a flood of posts must not turn into a flood of writes.
    if (error.code === 'TOO_MANY_REQUESTS') return back('rateLimited', roomTypeId, false);
    if (error.code === 'NOT_FOUND') return c.redirect(propertyPath, 303);
    if (error.code === 'BAD_REQUEST') {
      const issues = (error.cause as { issues?: { path?: PropertyKey[]; field?: string }[] } | undefined)?.issues ?? [];
      const fields = [...new Set(issues.map((issue) => issue.field ?? (issue.path ?? []).map(String).join('.')))].filter(Boolean).join(', ');
      return back(`fields:${fields || 'input'}`, Number.isFinite(roomTypeId) ? roomTypeId : undefined);
    }
    throw error;
  }
};

/** The manage page a post comes back to: on the host's own site (/s/:slug/reserva/:token, issue 45) when posted from there. */
function managePagePath(c: Context<AppEnv>, token: string): string {
  const slug = c.req.param('slug');
  return slug && /^[a-z0-9-]{1,40}$/.test(slug) ? `/s/${slug}/reserva/${token}` : `/reserva/${token}`;
}

/** POST /reserva/:token/pagar (issue 42): a new online charge for a stay still waiting, then 303 back to the manage page. */
export const payFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return c.notFound();
  const page = localizePath(managePagePath(c, token), c.get('locale'));
  try {
    await createCaller(createContext(c)).booking.pay({ token });
    return c.redirect(page, 303);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return c.redirect(page, 303);
    // A freeze (issue 46) is the app's 503 with Retry-After, not a failed payment or cancellation.
    if (error instanceof TRPCError && !isHostFrozen(error)) return c.redirect(`${page}?payError=1`, 303);
    throw error;
  }
};

/** POST /reserva/:token/cancelar: with `confirm=yes` cancels within the policy, then 303 back to the manage page; without it, back to the page that asks first. */
export const cancelFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return c.notFound();
  const page = localizePath(managePagePath(c, token), c.get('locale'));
  // Issue 40: nothing is cancelled until the guest has read what will happen and said yes. A post
  // without `confirm=yes` (the first button, without JavaScript) comes back to the page, which asks.
  const body = await c.req.parseBody();
  if (body.confirm !== 'yes') return c.redirect(`${page}?cancel=ask#cancel`, 303);
  try {
    await createCaller(createContext(c)).booking.cancel({ token });
    return c.redirect(`${page}?cancelled=1`, 303);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return c.redirect(page, 303);
    // A freeze (issue 46) is the app's 503 with Retry-After, not a failed payment or cancellation.
    if (error instanceof TRPCError && !isHostFrozen(error)) return c.redirect(`${page}?cancelError=1`, 303);
    throw error;
  }
};

/** Text for an iCalendar property value: RFC 5545 escaping, CR and CRLF included (a bare CR must not start a line). */
const icsText = escapeText;

/** GET /reserva/:token/calendar.ics: the stay as one all-day event for the guest's calendar. */
export const bookingIcs: Handler<AppEnv> = async (c) => {
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return c.notFound();
  let booking;
  try {
    booking = await createCaller(createContext(c)).booking.manage({ token });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) return c.text('Not found', 404);
    throw error;
  }
  const p = booking.property;
  const date = (iso: string) => iso.replace(/-/g, '');
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const address = [p.street, [p.postalCode, p.city].filter(Boolean).join(' '), p.region, p.country].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Estadia//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.code}@estadia`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${date(booking.checkIn)}`,
    `DTEND;VALUE=DATE:${date(booking.checkOut)}`,
    `SUMMARY:${icsText(`${p.name} (${booking.code})`)}`,
    `LOCATION:${icsText(address)}`,
    `DESCRIPTION:${icsText(`${booking.roomTypeName} · check-in ${p.checkInTime} · check-out ${p.checkOutTime}`)}`,
    `STATUS:${booking.status === 'cancelled' ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return c.body(`${lines.map(foldLine).join('\r\n')}\r\n`, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${booking.code}.ics"`,
    'cache-control': 'no-store',
  });
};

/** Mounts the booking flow's form posts and the .ics download, in every locale. */
export function mountBookingForms(app: Hono<AppEnv>): void {
  app.on('POST', everyLocalePath('/property/:id/reservar'), bookingFormPost);
  app.on('POST', everyLocalePath('/reserva/:token/cancelar'), cancelFormPost);
  app.on('POST', everyLocalePath('/reserva/:token/pagar'), payFormPost);
  // The same posts from the manage page on the host's own site (issue 45) come back to it.
  app.on('POST', everyLocalePath('/s/:slug/reserva/:token/cancelar'), cancelFormPost);
  app.on('POST', everyLocalePath('/s/:slug/reserva/:token/pagar'), payFormPost);
  app.on('GET', everyLocalePath('/reserva/:token/calendar.ics'), bookingIcs);
  // The embeddable widget for the host's own website (script and frame).
  mountBookingWidget(app);
  // Local mode: the booking mails as stored (next to the auth mails of /dev/mail).
  app.get('/dev/mail/booking', devBookingOutbox);
  app.get('/dev/mail/booking/:id', devBookingMail);
}
