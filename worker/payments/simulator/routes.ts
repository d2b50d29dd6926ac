/**
 * The local payment simulator (`npm start`, local mode only; 404 once SUPABASE_URL is set):
 * `GET /dev/pay/<provider>/<kind>/<id>` is the provider's checkout page as the simulator plays
 * it (a Mercado Pago Checkout Pro preference, a Mercado Pago Pix payment, a Stripe Checkout
 * Session); its button (`POST`, a plain form) approves the payment in the simulated provider,
 * delivers the notification the provider would send — signed with the host's webhook secret,
 * to the host's notification URL, through the same handler — and sends the payer back to the
 * return URL (the guest's page), as the real checkout does.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { isLocalAuth } from '../../auth/api';
import { isCrossSite } from '../../trpc/origin';
import { i18nObject } from '../../../web/i18n/i18n-util';
import { loadLocale } from '../../../web/i18n/i18n-util.sync';
import { splitLocale, toLocale } from '../../../shared/locales';
import { formatMoneyCents } from '../../../shared/stay/money';
import { PROVIDER_NAMES, type Provider } from '../../../shared/payments/schemas';
import { simulateProviderApi } from './api';
import { simulatorState } from './state';
import { handleNotification } from '../notify';
import { connectionOf } from '../providers';
import { signMercadoPago, signStripe } from '../signatures';
import { deliverOutbox } from '../../mail/outbox';
import { baseEnv } from '../../middleware/database';
import { propertyIdOf, ROUTE_PARAM, shardOfRouteKnown } from '../../db/guest-routes';
import { shardDatabase, shardEnv } from '../../db/shards';

const KINDS = new Set(['mercadopago/preference', 'mercadopago/payment', 'stripe/session']);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A Mercado Pago charge's notification URL's property (issue 46: worker/db/guest-routes.ts), or null. */
function routeOfUrl(url: string | null | undefined): number | null {
  try {
    return url ? propertyIdOf(new URL(url).searchParams.get(ROUTE_PARAM)) : null;
  } catch {
    return null;
  }
}

/**
 * The charge as the simulator knows it: amount, currency, which reservation (its code), the
 * property it was made for (issue 46: its shard; null for a charge made before) and where the payer returns.
 */
function chargeOf(provider: string, kind: string, id: string): { amountCents: number; currency: string; code: string; propertyId: number | null; back: string | null } | null {
  if (provider === 'stripe') {
    const session = simulatorState.stripe.sessions.get(id);
    return session ? { amountCents: session.amount_total, currency: session.currency.toUpperCase(), code: session.client_reference_id ?? '', propertyId: propertyIdOf(session.metadata.property), back: session.success_url } : null;
  }
  if (kind === 'payment') {
    const payment = simulatorState.mp.payments.get(Number(id));
    return payment ? { amountCents: Math.round(payment.transaction_amount * 100), currency: payment.currency_id, code: payment.external_reference, propertyId: routeOfUrl(payment.notification_url), back: null } : null;
  }
  const preference = simulatorState.mp.preferences.get(id);
  if (!preference) return null;
  const amount = preference.items.reduce((sum, item) => sum + Number(item.unit_price) * Number(item.quantity), 0);
  return { amountCents: Math.round(amount * 100), currency: preference.items[0]?.currency_id ?? 'BRL', code: preference.external_reference, propertyId: routeOfUrl(preference.notification_url), back: preference.back_urls.success ?? null };
}

/** Only the path of a return URL: SITE_URL may be the production origin while `npm start` serves 127.0.0.1. */
function localPath(url: string | null | undefined): string {
  if (!url) return '/';
  try {
    const parsed = new URL(url, 'http://local.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

export function mountPaySimulator(app: Hono<AppEnv>): void {
  app.get('/dev/pay/:provider/:kind/:id', (c) => {
    if (!isLocalAuth(c.env)) return c.notFound();
    const { provider, kind, id } = c.req.param();
    if (!KINDS.has(`${provider}/${kind}`)) return c.notFound();
    const charge = chargeOf(provider, kind, id);
    // The checkout speaks the guest's language: that of the page they return to (a Pix link names it in `back`).
    const back = charge?.back ?? c.req.query('back');
    const locale = toLocale(c.req.query('lang') ?? (back ? splitLocale(localPath(back).split('?')[0]!).locale : c.get('locale')));
    loadLocale(locale);
    const t = i18nObject(locale).onlinePay.simulator;
    const name = PROVIDER_NAMES[provider as Provider];
    const body = charge
      ? `<p>${escapeHtml(t.intro({ provider: name }))}</p><p data-testid="sim-amount">${escapeHtml(t.amount({ amount: formatMoneyCents(charge.amountCents, charge.currency, locale) }))} · ${escapeHtml(charge.code)}</p>
         <form method="post"><button type="submit" style="font:inherit;padding:.75rem 1.25rem;background:#0b5cad;color:#fff;border:0;border-radius:.5rem">${escapeHtml(t.pay())}</button></form>`
      : `<p role="alert">${escapeHtml(t.unknown())}</p>`;
    return c.html(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title())}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
       <body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937"><main><h1>${escapeHtml(t.title())} — ${escapeHtml(name)}</h1>${body}</main></body></html>`,
      charge ? 200 : 404,
      { 'cache-control': 'no-store' },
    );
  });

  app.post('/dev/pay/:provider/:kind/:id', async (c) => {
    if (!isLocalAuth(c.env)) return c.notFound();
    if (isCrossSite(c)) return c.text('Cross-site posts are not allowed', 403);
    const { provider, kind, id } = c.req.param();
    if (!KINDS.has(`${provider}/${kind}`)) return c.notFound();
    const charge = chargeOf(provider, kind, id);
    if (!charge) return c.notFound();
    const control = (path: string, payload: unknown) =>
      simulateProviderApi(new Request(`http://simulator.invalid${path}`, { method: 'POST', body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }), simulatorState, { checkoutBase: '' }).then((r) => r.json());
    // The reservation and the account are on the charge's property's shard (issue 46).
    const db = shardDatabase(c.env, await shardOfRouteKnown(c.env, charge.propertyId));
    const host = await db.prepare('SELECT host_id FROM reservations WHERE code = ?').bind(charge.code).first<{ host_id: string }>();
    const connection = host ? await connectionOf(c.env, db, host.host_id, provider as Provider) : null;
    if (!connection) return c.text('No connected account for this charge', 409);
    const now = Math.floor(Date.now() / 1000);
    let back: string | null;
    let notification: Request;
    if (provider === 'stripe') {
      const paid = (await control('/__sim/stripe/pay', { sessionId: id })) as { event: unknown; successUrl: string };
      const body = JSON.stringify(paid.event);
      back = paid.successUrl;
      notification = new Request(`http://local.invalid/api/payments/stripe/${connection.webhookToken}`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': await signStripe(connection.webhookSecret, body, now) } });
    } else {
      const paid = (await control('/__sim/mercadopago/pay', kind === 'payment' ? { paymentId: id } : { preferenceId: id })) as { payment: { id: number }; backUrl: string | null };
      const dataId = String(paid.payment.id);
      const requestId = crypto.randomUUID();
      back = paid.backUrl;
      // To the charge's notification_url, with what Mercado Pago adds to its query.
      const query = new URLSearchParams({ 'data.id': dataId, type: 'payment', ...(charge.propertyId ? { [ROUTE_PARAM]: String(charge.propertyId) } : {}) });
      notification = new Request(`http://local.invalid/api/payments/mercadopago/${connection.webhookToken}?${query.toString()}`, {
        method: 'POST',
        body: JSON.stringify({ action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: dataId } }),
        headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': await signMercadoPago(connection.webhookSecret, dataId, requestId, now) },
      });
    }
    const outcome = await handleNotification(c.env, provider as Provider, connection.webhookToken, notification);
    if (outcome.mailIds.length > 0) c.executionCtx.waitUntil(deliverOutbox(shardEnv(baseEnv(c.env), outcome.binding), outcome.mailIds));
    // A Pix paid in the simulator has no return URL at the provider: the page that linked here names it.
    const asked = c.req.query('back');
    if (!back && asked && /^\/(?!\/)/.test(asked)) back = asked;
    return c.redirect(localPath(back), 303);
  });
}
