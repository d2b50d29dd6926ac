import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { API, ORIGIN, apiClient, countRows, get, post, selfFetch, uniqueEmail, uniqueIp, validContact } from './api-support';

describe('settings.whatsapp over HTTP', () => {
  it('answers the seeded number, digits only, without the leading +', async () => {
    const answer = await get('settings.whatsapp');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: { data: { number: '5511987654321' } } });
  });

  it('is what the real tRPC client receives', async () => {
    await expect(apiClient().settings.whatsapp.query()).resolves.toEqual({ number: '5511987654321' });
  });
});

describe('pricing.quote over HTTP', () => {
  it('answers the contract shape in reais', async () => {
    const answer = await get('pricing.quote', { rooms: 7, period: 'yearly', channels: ['tripAdvisor', 'googleHotelAds'], additionalUsers: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: { data: { currency: 'BRL', period: 'yearly', monthly: { standard: 375, premium: 494.9 }, total: { standard: 3825, premium: 5047.98 } } },
    });
  });

  it('batches several quotes and the setting in one GET, as httpBatchLink sends them', async () => {
    const client = apiClient();
    const [small, biennial, setting] = await Promise.all([
      client.pricing.quote.query({ rooms: 3, period: 'monthly', channels: [], additionalUsers: 0 }),
      client.pricing.quote.query({ rooms: 12, period: 'biennial', channels: ['outras'], additionalUsers: 2 }),
      client.settings.whatsapp.query(),
    ]);
    expect(small).toEqual({ currency: 'BRL', period: 'monthly', monthly: { standard: 150, premium: 269.9 }, total: { standard: 150, premium: 269.9 } });
    expect(biennial).toEqual({ currency: 'BRL', period: 'biennial', monthly: { standard: 370, premium: 489.9 }, total: { standard: 7104, premium: 9406.08 } });
    expect(setting.number).toBe('5511987654321');
  });

  it('answers a raw batch request with one result per procedure', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { rooms: 4, period: 'monthly', channels: ['booking', 'airbnb'], additionalUsers: 0 } }));
    const response = await selfFetch(`${API}/pricing.quote,settings.whatsapp?batch=1&input=${input}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { result: { data: { currency: 'BRL', period: 'monthly', monthly: { standard: 180, premium: 299.9 }, total: { standard: 180, premium: 299.9 } } } },
      { result: { data: { number: '5511987654321' } } },
    ]);
  });
});

describe('contact.send over HTTP', () => {
  it('stores the message and answers its id', async () => {
    const input = validContact();
    const answer = await post('contact.send', input);
    expect(answer.status).toBe(200);
    const id = (answer.body as { result: { data: { id: string } } }).result.data.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await env.DB.prepare('SELECT name, email, subject, message, locale, status, attempts FROM contact_messages WHERE id = ?').bind(id).first();
    // Miniflare's send_email accepted the relay: sent on the first attempt.
    expect(row).toEqual({ name: input.name, email: input.email, subject: input.subject, message: input.message, locale: 'pt', status: 'sent', attempts: 1 });
  });

  it('works through the real client (batched POST)', async () => {
    const input = validContact({ locale: 'en', name: 'John Smith' });
    const { id } = await apiClient({ ip: uniqueIp() }).contact.send.mutate(input);
    expect(await countRows('SELECT COUNT(*) AS n FROM contact_messages WHERE id = ? AND email = ?', id, input.email)).toBe(1);
  });

  it('trims the fields before storing them', async () => {
    const input = validContact({ name: '  Ana  ', subject: ' Dúvida ' });
    const answer = await post('contact.send', input);
    const id = (answer.body as { result: { data: { id: string } } }).result.data.id;
    const row = await env.DB.prepare('SELECT name, subject FROM contact_messages WHERE id = ?').bind(id).first();
    expect(row).toEqual({ name: 'Ana', subject: 'Dúvida' });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const input = validContact({ website: 'http://spam.example' });
    const answer = await post('contact.send', input);
    expect(answer.status).toBe(200);
    expect((answer.body as { result: { data: { id: string } } }).result.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countRows('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?', input.email)).toBe(0);
  });
});

describe('newsletter.subscribe over HTTP', () => {
  it('stores a new address and answers { subscribed: true }', async () => {
    const email = uniqueEmail('news');
    const answer = await post('newsletter.subscribe', { email, locale: 'es' });
    expect(answer).toEqual({ status: 200, body: { result: { data: { subscribed: true } } } });
    const row = await env.DB.prepare('SELECT email, locale, notified_at FROM newsletter WHERE email = ?').bind(email).first<{ email: string; locale: string; notified_at: string | null }>();
    expect(row).toMatchObject({ email, locale: 'es' });
    expect(row?.notified_at).toBeTruthy();
  });

  it('is idempotent and case-insensitive: a repeat answers the same and stores nothing new', async () => {
    const email = uniqueEmail('repeat');
    const client = apiClient({ ip: uniqueIp() });
    await expect(client.newsletter.subscribe.mutate({ email, locale: 'pt' })).resolves.toEqual({ subscribed: true });
    const before = await countRows('SELECT COUNT(*) AS n FROM newsletter');
    await expect(client.newsletter.subscribe.mutate({ email: email.toUpperCase(), locale: 'it' })).resolves.toEqual({ subscribed: true });
    await expect(client.newsletter.subscribe.mutate({ email: ` ${email} `, locale: 'en' })).resolves.toEqual({ subscribed: true });
    expect(await countRows('SELECT COUNT(*) AS n FROM newsletter')).toBe(before);
    const row = await env.DB.prepare('SELECT locale FROM newsletter WHERE email = ?').bind(email).first();
    expect(row).toEqual({ locale: 'pt' });
  });
});

describe('SSR hands the WhatsApp number to the page, dehydrated', () => {
  it('puts settings.whatsapp in the bootstrap queries with the tRPC query key', async () => {
    const html = await (await selfFetch(`${ORIGIN}/en/precos`)).text();
    const json = html.match(/<script type="application\/json" id="__ESTADIA__">(.*?)<\/script>/s)?.[1];
    const bootstrap = JSON.parse(json ?? '{}') as { queries?: { queries: { queryKey: unknown; state: { data: unknown; status: string } }[] } };
    const query = bootstrap.queries?.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify([['settings', 'whatsapp'], { type: 'query' }]));
    expect(query?.state).toMatchObject({ status: 'success', data: { number: '5511987654321' } });
  });
});
