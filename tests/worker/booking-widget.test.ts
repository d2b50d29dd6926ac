import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import TypesafeI18n from '../../web/i18n/i18n-react';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { ORIGIN, get as query, selfFetch, uniqueIp } from './api-support';
import { bookingFixture, data, day } from './booking-support';
import { WidgetSnippet } from '../../web/workspace/WidgetSnippet';
import { readWhatsAppNumber } from '../../worker/trpc/routers/settings';
import { formatDate } from '../../shared/format';
import { localizePath, type Locale } from '../../shared/locales';
import { textColorOn } from '../../shared/stay/widget';

function get(path: string, headers: Record<string, string> = {}) {
  return selfFetch(`${ORIGIN}${path}`, { headers: { 'cf-connecting-ip': uniqueIp(), ...headers }, redirect: 'manual' });
}

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

describe('embeddable booking widget', () => {
  it('/widget.js loads from any site and adds a frame of the widget in the browser language', async () => {
    const response = await get('/widget.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const script = await response.text();
    expect(script).toContain("getAttribute('data-property')");
    expect(script).toContain("'/widget/'");
    expect(script).toContain('navigator.languages');
    expect(script).toContain('Prenotazione diretta');
    // Valid JavaScript.
    expect(() => new Function(script)).not.toThrow();
  });

  it.each([
    ['pt', '', 'Ver disponibilidade'],
    ['en', '/en', 'Check availability'],
    ['es', '/es', 'Ver disponibilidad'],
    ['it', '/it', 'Verifica disponibilità'],
  ] as const)('%s frame: a GET form in the brand colour opening the property page in that language; any site may frame it', async (locale, prefix, submit) => {
    const fixture = await bookingFixture({ columns: { brand_color: '#AA3355', max_guests: 6 } });
    const response = await get(`${prefix}/widget/${fixture.propertyId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const html = decode(await response.text());
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain(`action="${localizePath(`/property/${fixture.propertyId}`, locale as Locale)}"`);
    expect(form).toContain('target="_blank"');
    expect(form).toContain('data-brand-color="#aa3355"');
    for (const name of ['checkIn', 'checkOut', 'guests']) expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    expect(html).toMatch(new RegExp(`<button[^>]*background:#aa3355;color:${textColorOn('#aa3355')}[^>]*>${submit}`));
    expect(html).toContain('Pousada Mar Azul');
  });

  it('?lang=auto follows the guest\'s Accept-Language; unknown or unpublished properties are 404; other pages still refuse framing', async () => {
    const fixture = await bookingFixture();
    const auto = await get(`/widget/${fixture.propertyId}?lang=auto`, { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' });
    expect(auto.headers.get('vary')).toMatch(/accept-language/i);
    expect(await auto.text()).toContain(`action="/es/property/${fixture.propertyId}"`);
    const hidden = await bookingFixture({ published: false });
    expect((await get(`/widget/${hidden.propertyId}`)).status).toBe(404);
    expect((await get('/widget/abc')).status).toBe(404);
    const home = await get('/');
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the workspace snippet: script tag and iframe for the property, selectable without JavaScript', async () => {
    loadLocale('en');
    const stream = await renderToReadableStream(createElement(TypesafeI18n, { locale: 'en', children: createElement(WidgetSnippet, { propertyId: 42, origin: 'https://www.estadia.com.br' }) }));
    await stream.allReady;
    const html = decode(await new Response(stream).text());
    expect(html).toContain('<script src="https://www.estadia.com.br/widget.js" data-property="42" async></script>');
    expect(html).toContain('<iframe src="https://www.estadia.com.br/widget/42?lang=auto" title="Direct booking"');
    expect(html).toMatch(/<textarea[^>]*readonly/i);
    expect(html).toContain('Booking widget for your website');
  });
});

describe('WhatsApp link on the booking section', () => {
  const whatsapp = (html: string) => {
    const href = /<a[^>]*href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-testid="host-whatsapp"|<a[^>]*data-testid="host-whatsapp"[^>]*href="(https:\/\/wa\.me\/[^"]+)"/.exec(html);
    expect(href, 'the WhatsApp link').not.toBeNull();
    const url = new URL(decode(href![1] ?? href![2]!));
    return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
  };

  it.each([
    ['pt', 'Olá! Tenho interesse em Pousada Mar Azul, de {in} a {out}, para 3 hóspedes.'],
    ['en', "Hello! I'm interested in Pousada Mar Azul, from {in} to {out}, for 3 guests."],
    ['es', '¡Hola! Me interesa Pousada Mar Azul, del {in} al {out}, para 3 huéspedes.'],
    ['it', 'Ciao! Sono interessato a Pousada Mar Azul, dal {in} al {out}, per 3 ospiti.'],
  ] as const)("%s: opens a chat with the host's phone, property, dates and guests prefilled", async (locale, message) => {
    const fixture = await bookingFixture({ capacity: 4, columns: { contact_phone: '+55 (24) 99876-5432', max_guests: 4 } });
    const checkIn = day(100);
    const checkOut = day(103);
    const response = await get(`${localizePath(`/property/${fixture.propertyId}`, locale)}?checkIn=${checkIn}&checkOut=${checkOut}&guests=3`);
    const link = whatsapp(await response.text());
    expect(link.number).toBe('5524998765432');
    expect(link.text).toBe(message.replace('{in}', formatDate(checkIn, locale)).replace('{out}', formatDate(checkOut, locale)));
  });

  it("the host's own WhatsApp before their phone; without dates, property and guests", async () => {
    const fixture = await bookingFixture({ columns: { contact_phone: '+55 (24) 99876-5432', whatsapp: '5521912345678' } });
    const link = whatsapp(await (await get(`/en/property/${fixture.propertyId}`)).text());
    expect(link.number).toBe('5521912345678');
    expect(link.text).toBe("Hello! I'm interested in Pousada Mar Azul, for 2 guests.");
  });

  it("without the host's number there is no button: never the site's (issue 39)", async () => {
    const site = await readWhatsAppNumber(env);
    expect(site).toBeTruthy();
    const fixture = await bookingFixture({ columns: { contact_phone: '' } });
    const html = await (await get(`/en/property/${fixture.propertyId}`)).text();
    expect(html).not.toContain('data-testid="host-whatsapp"');
    const info = data(await query('booking.property', { propertyId: fixture.propertyId }));
    expect(info.whatsapp).toBeNull();
  });
});
