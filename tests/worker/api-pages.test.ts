import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, selfFetch, uniqueIp, workerFetchWith } from './api-support';
import { resetWhatsAppCache } from '../../worker/trpc/routers/settings';
import en from '../../web/i18n/en/index';
import it_ from '../../web/i18n/it/index';

const page = async (path: string) => {
  const response = await selfFetch(`${ORIGIN}${path}`);
  return { status: response.status, html: await response.text() };
};

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return selfFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': uniqueIp(), ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('/contato, server-rendered', () => {
  it('has the form posting to itself, the mailto link, the WhatsApp buttons and four social links', async () => {
    const { status, html } = await page('/en/contato');
    expect(status).toBe(200);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/en\/contato"|<form[^>]*action="\/en\/contato"[^>]*method="post"/);
    for (const name of ['name', 'email', 'subject', 'message', 'website']) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<textarea[^>]*rows="4"/);
    expect(html).toContain('href="mailto:suporte@estadia.com.br"');
    expect(html).toContain('https://wa.me/5511987654321?text=');
    for (const url of ['https://www.instagram.com/estadia', 'https://www.facebook.com/estadia', 'https://www.linkedin.com/company/estadia', 'https://www.youtube.com/@estadia']) {
      expect(html).toContain(`href="${url}"`);
    }
  });

  it('answers a malformed multipart post with the form again (400), never a 500, storing nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first<{ n: number }>();
    const response = await selfFetch(`${ORIGIN}/contato`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz', origin: ORIGIN, 'cf-connecting-ip': uniqueIp() },
      body: '{}',
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('name="message"');
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('shows the success message after the no-JavaScript redirect', async () => {
    const { html } = await page('/it/contato?enviado=1');
    expect(html).toContain('Messaggio inviato!');
    expect(html).toContain('suporte@estadia.com.br');
  });
});

describe('/contato without JavaScript: refusals re-render the page', () => {
  it('keeps what was typed and names the problem, in the page language, status 400', async () => {
    const response = await postForm('/es/contato', { name: 'Lucía <b>', email: 'not-an-email', subject: '', message: 'Hola, quiero saber más.' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Tu mensaje no se envió');
    expect(html).toContain('Introduce un correo válido');
    expect(html).toContain('Introduce el asunto.');
    expect(html).toContain('value="Lucía &lt;b&gt;"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('Hola, quiero saber más.</textarea>');
  });

  it('refuses a post from another site', async () => {
    const response = await postForm('/contato', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('newsletter without JavaScript', () => {
  it('subscribes and returns to the page it came from with the outcome', async () => {
    const response = await postForm('/api/newsletter', { email: `nojs.${Date.now()}@example.com`, locale: 'en', from: '/en/precos?quartos=7' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/precos?quartos=7&newsletter=ok#newsletter');
    const { html } = await page('/en/precos?quartos=7&newsletter=ok');
    expect(html).toContain('Thank you for subscribing!');
  });

  it('never redirects to another host', async () => {
    const response = await postForm('/api/newsletter', { email: 'bad', locale: 'pt', from: '//evil.example/x' });
    expect(response.headers.get('location')).toBe('/?newsletter=error#newsletter');
  });
});

describe('/precos, server-rendered', () => {
  const money = (text: string) => text.replace(/ /g, '\u00a0');

  it('shows the quote of the URL selection with the same numbers as the pricing function', async () => {
    const { status, html } = await page('/en/precos?quartos=7&periodo=yearly&canais=tripAdvisor,googleHotelAds&usuarios=1');
    expect(status).toBe(200);
    expect(html).toContain(money('R$ 3.825,00'));
    expect(html).toContain(money('R$ 5.047,98'));
    expect(html).toContain(money('R$ 375,00'));
    expect(html).toContain(money('R$ 494,90'));
  });

  it('shows the base quote without a selection, and the minimum of 3 rooms for a smaller one', async () => {
    for (const path of ['/precos', '/precos?quartos=1']) {
      const { html } = await page(path);
      expect(html).toContain(money('R$ 150,00'));
      expect(html).toContain(money('R$ 269,90'));
    }
  });

  it('describes the offers as SoftwareApplication JSON-LD', async () => {
    const { html } = await page('/es/precos');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as { '@type': string; offers?: { price: string; priceCurrency: string }[] });
    const app = blocks.find((block) => block['@type'] === 'SoftwareApplication');
    expect(app?.offers?.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      ['150.00', 'BRL'],
      ['269.90', 'BRL'],
    ]);
  });
});

describe('WhatsApp buttons across pages', () => {
  const link = (greeting: string) => `https://wa.me/5511987654321?text=${encodeURIComponent(greeting)}`;

  it('the home hero asks for a specialist, /demo says the visitor saw the demo, in the page language', async () => {
    expect((await page('/en')).html).toContain(link(en.whatsapp.greeting));
    expect((await page('/it/demo')).html).toContain(link(it_.whatsapp.demoGreeting));
  });

  it('without any number configured, renders buttons (that explain) instead of dead links', async () => {
    // Requests read through a D1 session (worker/db/connection.ts): the session's reads are stubbed too.
    const withoutSettings = <T extends Pick<D1Database, 'prepare'>>(binding: T): T =>
      new Proxy(binding, {
        get(target, property) {
          if (property === 'withSession') return (start: string) => withoutSettings((target as unknown as D1Database).withSession(start));
          if (property !== 'prepare') {
            const value: unknown = Reflect.get(target, property);
            return typeof value === 'function' ? value.bind(target) : value;
          }
          return (sql: string) => (/FROM settings/.test(sql) ? { first: async () => null } : target.prepare(sql));
        },
      });
    const noRow = withoutSettings(env.DB);
    resetWhatsAppCache();
    try {
      const html = await (await workerFetchWith({ DB: noRow, DEFAULT_WHATSAPP: '' })(`${ORIGIN}/en/contato`)).text();
      expect(html).not.toContain('https://wa.me/');
      // A button (its label kept as server HTML) in an island of its own: it explains when pressed.
      expect(html).toMatch(/data-island="whatsapp"[^>]*><button[^>]*>(?:<span[^>]*>)?[^<]*Talk to sales/);
    } finally {
      resetWhatsAppCache();
    }
  });
});
