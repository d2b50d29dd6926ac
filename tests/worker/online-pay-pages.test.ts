/**
 * Issue 42 in the workspace, as the server renders it: the property editor shows the owner's
 * connected account with only the key's last 4 (never the key or the notification secret), the
 * notification URL with the provider's steps in the page's language, the connect form and the
 * property's pick; the reservation page offers the refund of an online payment through its
 * provider (owner and manager), and no plain "mark refunded" for it.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { approveAtFake, bookOnline, data, linesOf, notifyStripe, onlineHost, reservationOf } from './online-pay-support';
import { env } from 'cloudflare:test';
import type { Host } from './pix-support';
import pt_pix from '../../web/i18n/pt/pix';
import en_pix from '../../web/i18n/en/pix';
import es_pix from '../../web/i18n/es/pix';
import it_pix from '../../web/i18n/it/pix';

const PIX = { pt: pt_pix, en: en_pix, es: es_pix, it: it_pix } as const;
const PREFIX = { pt: '', en: '/en', es: '/es', it: '/it' } as const;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => values[name] ?? '');

const html = async (host: Host, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: { authorization: `Bearer ${host.token}` }, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"') };
};

describe('online payments in the workspace (server-rendered)', () => {
  it('the property editor: the connected account by its last 4, the URL and steps, the form and the pick; never a secret', async () => {
    const online = await onlineHost('mercadopago');
    for (const locale of ['pt', 'en', 'es', 'it'] as const) {
      const t = PIX[locale].providers;
      const page = await html(online.host, `${PREFIX[locale]}/dashboard/propriedades/${online.stay.propertyId}`);
      expect(page.status, locale).toBe(200);
      expect(page.body, locale).toContain('data-testid="payment-providers"');
      expect(page.body, locale).toContain(t.title);
      expect(page.body, locale).toContain(online.webhookUrl);
      expect(page.body, locale).toContain(t.steps.mercadopago);
      expect(page.body, locale).toContain(fill(t.connectedItem, { provider: 'Mercado Pago', last4: online.secret.slice(-4), date: '' }).split(',')[0]);
      expect(page.body, locale).toContain(fill(t.disconnect, { provider: 'Mercado Pago' }));
      expect(page.body, locale).toContain('data-testid="connect-provider"');
      expect(page.body, locale).toContain(t.pick);
      // The property's pick is the connected account.
      expect(page.body, locale).toMatch(/value="mercadopago"[^>]*checked|checked[^>]*value="mercadopago"/);
      // What the host pasted is never sent back.
      expect(page.body, locale).not.toContain(online.secret);
      expect(page.body, locale).not.toContain(online.secret.slice(0, -4));
      expect(page.body, locale).not.toContain(online.webhookSecret);
    }
  });

  it('the reservation page: an online payment is refunded through its provider, never just marked', async () => {
    const online = await onlineHost('stripe');
    const booked = data(await bookOnline(online));
    const session = await env.DB.prepare("SELECT provider_ref FROM payment_charges WHERE kind = 'checkout' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)").bind(booked.code).first<{ provider_ref: string }>();
    const { event } = await approveAtFake('/__sim/stripe/pay', { sessionId: session!.provider_ref });
    expect((await notifyStripe(online, event)).body.result).toBe('confirmed');
    const reservation = (await reservationOf(booked.code))!;
    expect((await linesOf(reservation.id)).payments).toHaveLength(1);
    for (const locale of ['pt', 'en'] as const) {
      const t = PIX[locale].record;
      const page = await html(online.host, `${PREFIX[locale]}/dashboard/reservas/${reservation.id}`);
      expect(page.status, locale).toBe(200);
      expect(page.body, locale).toContain(fill(t.refundOnline, { provider: 'Stripe' }));
      expect(page.body, locale).toContain(`(${fill(t.online, { provider: 'Stripe' })})`);
      expect(page.body, locale).not.toContain(`>${t.refund}</button>`);
    }
  });
});
