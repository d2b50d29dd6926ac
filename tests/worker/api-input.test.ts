import { describe, expect, it } from 'vitest';
import { API, ORIGIN, countRows, get, post, raw, selfFetch, uniqueEmail, uniqueIp, validContact } from './api-support';
import { inOneWindow } from './window-support';
import { RATE_LIMITS } from '../../worker/trpc/rate-limit';

interface ErrorBody {
  error: { message: string; code: number; data: { code: string; httpStatus: number; fields: string[] | null; path: string | null } };
}

/** A refused call: 400, tRPC's BAD_REQUEST envelope, the field named in message and data. */
function expectBadRequest(answer: { status: number; body: unknown }, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const { error } = answer.body as ErrorBody;
  expect(error.data.code).toBe('BAD_REQUEST');
  expect(error.data.httpStatus).toBe(400);
  expect(error.data.fields).toContain(field);
  expect(error.message).toContain(field);
}

const quote = { rooms: 5, period: 'monthly', channels: ['booking'], additionalUsers: 0 };
const contactCount = (email: string) => countRows('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?', email);
const newsletterCount = (email: string) => countRows('SELECT COUNT(*) AS n FROM newsletter WHERE email = ?', email);

describe('pricing.quote refuses bad input with 400 naming the field', () => {
  const cases: [string, unknown, string][] = [
    ['rooms below the minimum', { ...quote, rooms: 2 }, 'rooms'],
    ['rooms above the maximum', { ...quote, rooms: 10_001 }, 'rooms'],
    ['fractional rooms', { ...quote, rooms: 3.5 }, 'rooms'],
    ['rooms as a string', { ...quote, rooms: '7' }, 'rooms'],
    ['rooms missing', { period: 'monthly', channels: [], additionalUsers: 0 }, 'rooms'],
    ['unknown period', { ...quote, period: 'weekly' }, 'period'],
    ['period missing', { rooms: 3, channels: [], additionalUsers: 0 }, 'period'],
    ['unknown channel', { ...quote, channels: ['booking', 'myspace'] }, 'channels.1'],
    ['channels not an array', { ...quote, channels: 'booking' }, 'channels'],
    ['negative users', { ...quote, additionalUsers: -1 }, 'additionalUsers'],
    ['too many users', { ...quote, additionalUsers: 1001 }, 'additionalUsers'],
    ['users as null', { ...quote, additionalUsers: null }, 'additionalUsers'],
    ['no input at all', undefined, 'input'],
    ['an array instead of an object', [1, 2], 'input'],
  ];
  it.each(cases)('%s', async (_name, input, field) => {
    expectBadRequest(await get('pricing.quote', input), field);
  });

  it('input that is not JSON', async () => {
    expectBadRequest(await get('pricing.quote', '{rooms: 3'), 'input');
  });

  it('an input query string larger than the limit', async () => {
    expectBadRequest(await get('pricing.quote', { ...quote, padding: 'x'.repeat(20_000) }), 'input');
  });

  it('a bad item in a batch fails alone, the others answer', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: quote, 1: { ...quote, period: 'daily' } }));
    const response = await selfFetch(`${API}/pricing.quote,pricing.quote?batch=1&input=${input}`);
    const body = (await response.json()) as [{ result?: unknown }, ErrorBody];
    expect(body[0].result).toBeTruthy();
    expect(body[1].error.data.fields).toEqual(['period']);
  });

  it('a batch of more than ten calls is refused', async () => {
    const paths = Array.from({ length: 11 }, () => 'settings.whatsapp').join(',');
    const answer = await raw(`${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(answer.status).toBe(400);
  });
});

describe('contact.send refuses bad input with 400, stores nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty name', { name: '' }, 'name'],
    ['blank name', { name: '   ' }, 'name'],
    ['name as a number', { name: 42 }, 'name'],
    ['a huge name', { name: 'n'.repeat(121) }, 'name'],
    ['invalid email', { email: 'not-an-email' }, 'email'],
    ['email as an object', { email: { address: 'a@b.co' } }, 'email'],
    ['empty subject', { subject: '' }, 'subject'],
    ['a huge subject', { subject: 's'.repeat(201) }, 'subject'],
    ['empty message', { message: '' }, 'message'],
    ['a message over the limit', { message: 'm'.repeat(5001) }, 'message'],
    ['unknown locale', { locale: 'fr' }, 'locale'],
    ['a huge honeypot', { website: 'w'.repeat(201) }, 'website'],
  ];
  it.each(cases)('%s', async (_name, change, field) => {
    const input = { ...validContact(), ...change };
    const marker = typeof input.email === 'string' ? input.email : 'none';
    expectBadRequest(await post('contact.send', input), field);
    expect(await contactCount(marker)).toBe(0);
  });

  it('missing fields, each named', async () => {
    for (const field of ['name', 'email', 'subject', 'message', 'locale']) {
      const input: Record<string, unknown> = validContact();
      delete input[field];
      expectBadRequest(await post('contact.send', input), field);
      if (typeof input.email === 'string') expect(await contactCount(input.email)).toBe(0);
    }
  });

  it('a body that is not JSON', async () => {
    expectBadRequest(await post('contact.send', '{"name": "Ana", '), 'input');
  });

  it('a body that is not declared JSON (form or text)', async () => {
    const answer = await raw('contact.send', { method: 'POST', headers: { 'content-type': 'text/plain', origin: ORIGIN }, body: JSON.stringify(validContact()) });
    expectBadRequest(answer, 'input');
  });

  it('a body larger than the limit is refused before it is read', async () => {
    const input = validContact({ message: 'm'.repeat(40_000) });
    expectBadRequest(await post('contact.send', input), 'input');
    expect(await contactCount(input.email as string)).toBe(0);
  });

  it('a large body sent in chunks (no content-length) is refused too', async () => {
    const input = validContact({ message: 'm'.repeat(40_000) });
    const bytes = new TextEncoder().encode(JSON.stringify(input));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096) controller.enqueue(bytes.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const answer = await raw('contact.send', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body, duplex: 'half' } as RequestInit);
    expectBadRequest(answer, 'input');
    expect(await contactCount(input.email as string)).toBe(0);
  });

  it('a mutation over GET is refused, nothing stored', async () => {
    const input = validContact();
    const answer = await get('contact.send', input);
    expect(answer.status).toBe(405);
    expect(await contactCount(input.email)).toBe(0);
  });
});

describe('newsletter.subscribe refuses bad input with 400, stores nothing', () => {
  const cases: [string, unknown, string][] = [
    ['invalid email', { email: 'nobody@', locale: 'pt' }, 'email'],
    ['empty email', { email: '', locale: 'pt' }, 'email'],
    ['a huge email', { email: `${'a'.repeat(300)}@example.com`, locale: 'pt' }, 'email'],
    ['email missing', { locale: 'pt' }, 'email'],
    ['unknown locale', { email: 'ok@example.com', locale: 'de' }, 'locale'],
    ['wrong types', { email: ['a@b.co'], locale: 1 }, 'email'],
  ];
  it.each(cases)('%s', async (_name, input, field) => {
    const before = await countRows('SELECT COUNT(*) AS n FROM newsletter');
    expectBadRequest(await post('newsletter.subscribe', input), field);
    expect(await countRows('SELECT COUNT(*) AS n FROM newsletter')).toBe(before);
  });
});

describe('mutations from another site are refused', () => {
  it('by Origin', async () => {
    const input = validContact();
    const answer = await post('contact.send', input, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect((answer.body as ErrorBody).error.data.code).toBe('FORBIDDEN');
    expect(await contactCount(input.email)).toBe(0);
  });

  it('by Sec-Fetch-Site when no Origin is sent', async () => {
    const email = uniqueEmail('csrf');
    const answer = await raw('newsletter.subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ email, locale: 'pt' }),
    });
    expect(answer.status).toBe(403);
    expect(await newsletterCount(email)).toBe(0);
  });

  it('the configured site origin is accepted', async () => {
    const answer = await post('newsletter.subscribe', { email: uniqueEmail('site'), locale: 'pt' }, { headers: { origin: 'https://www.estadia.com.br' } });
    expect(answer.status).toBe(200);
  });
});

describe('rate limits per client address', () => {
  it('contact: the sixth message in ten minutes gets 429 with a clear message, and is not stored', () =>
    inOneWindow(RATE_LIMITS.contact.windowSeconds, async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 5; i += 1) expect((await post('contact.send', validContact(), { ip })).status).toBe(200);
      const sixth = validContact();
      const answer = await post('contact.send', sixth, { ip });
      expect(answer.status).toBe(429);
      const { error } = answer.body as ErrorBody & { error: { data: { retryAfter: number } } };
      expect(error.data.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toMatch(/Too many requests from this address\. Please try again in \d+ seconds\./);
      expect(error.data.retryAfter).toBeGreaterThan(0);
      expect(await contactCount(sixth.email)).toBe(0);
      // Another address is not affected.
      expect((await post('contact.send', validContact(), { ip: uniqueIp() })).status).toBe(200);
    }));

  it('the 429 carries Retry-After', () =>
    inOneWindow(RATE_LIMITS.newsletter.windowSeconds, async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 10; i += 1) await post('newsletter.subscribe', { email: uniqueEmail('burst'), locale: 'pt' }, { ip });
      const response = await selfFetch(`${API}/newsletter.subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': ip },
        body: JSON.stringify({ email: uniqueEmail('late'), locale: 'pt' }),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }));
});

describe('never a 500 for bad input', () => {
  const bodies = ['null', '[]', '"text"', '42', 'true', '{"0":null}', '{"__proto__":{"x":1}}', '\u0000', '{'.repeat(5000)];
  it.each(bodies)('POST contact.send with %s', async (body) => {
    const answer = await post('contact.send', body);
    expect(answer.status).toBe(400);
  });

  it('unknown procedures answer 404', async () => {
    expect((await get('settings.secrets')).status).toBe(404);
  });
});
