/**
 * The host's own listing (issue 24): name, description and house rules per language and the
 * amenities from the fixed list, through host.properties.create/update/get (zod at the edge,
 * naming the field) and the property page in each locale: the visitor's language when the host
 * wrote it, else the host's main language marked with its `lang`; amenities with their icons
 * and in JSON-LD `amenityFeature`.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './api-support';
import { data, errorOf, expectNotFound, mutate, newHost, query, type Host } from './reservations-support';
import { LOCALES, LOCALE_TAGS, localizePath, type Locale } from '../../shared/locales';
import pt_properties from '../../web/i18n/pt/properties';
import en_properties from '../../web/i18n/en/properties';
import es_properties from '../../web/i18n/es/properties';
import it_properties from '../../web/i18n/it/properties';

const PROPERTIES = { pt: pt_properties, en: en_properties, es: es_properties, it: it_properties };

const page = async (path: string) => {
  const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  expect(res.status, path).toBe(200);
  return res.text();
};
const unescape = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
/** The text and `lang` of the first element matching `open` (an opening-tag pattern) whose content has no markup. */
function element(html: string, open: RegExp): { text: string; lang: string | null } | null {
  const match = new RegExp(`<(?:${open.source})([^>]*)>([^<]*)<`).exec(html);
  if (!match) return null;
  return { text: unescape(match[2]!), lang: /\slang="([^"]*)"/.exec(match[1]!)?.[1] ?? null };
}
const heading = (html: string) => element(html, /h1/);
const description = (html: string) => {
  const about = html.slice(html.indexOf('id="about-title"'));
  return element(about, /p/);
};
function houseRules(html: string): { text: string; lang: string | null } | null {
  const match = /<div([^>]*)data-testid="house-rules"[^>]*>(.*?)<\/div>/s.exec(html);
  if (!match) return null;
  const text = [...match[2]!.matchAll(/<p>([^<]*)<\/p>/g)].map((p) => unescape(p[1]!)).join('\n');
  return { text, lang: /\slang="([^"]*)"/.exec(match[0])?.[1] ?? null };
}
const lodging = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>).find((item) => item['@type'] === 'LodgingBusiness');

describe('host.properties: texts per language and amenities', () => {
  let host: Host;
  let id: number;
  beforeAll(async () => {
    host = await newHost();
    id = data(
      await mutate(host, 'host.properties.create', {
        name: 'Casa do Farol',
        kind: 'holiday_home',
        city: 'Florianópolis',
        country: 'BR',
        names: { en: 'Lighthouse House' },
        descriptions: { pt: 'Vista para o mar.' },
        houseRules: { pt: 'Sem festas.\nSilêncio depois das 22h.', it: 'Niente feste.' },
        amenities: ['pool', 'wifi', 'wifi'],
      }),
    ).id;
  });

  it('creates a property with names, house rules and amenities and reads them back', async () => {
    const property = data(await query(host, 'host.properties.get', { id }));
    expect(property).toMatchObject({
      name: 'Casa do Farol',
      names: { en: 'Lighthouse House' },
      descriptions: { pt: 'Vista para o mar.' },
      houseRules: { pt: 'Sem festas.\nSilêncio depois das 22h.', it: 'Niente feste.' },
      // The fixed list's order, each once.
      amenities: ['wifi', 'pool'],
    });
  });

  it('updates only the texts given: other columns of that language and other languages stay', async () => {
    await mutate(host, 'host.properties.update', { id, houseRules: { en: 'No parties.' }, names: { es: 'Casa del Faro' } });
    await mutate(host, 'host.properties.update', { id, descriptions: { en: 'Sea view.' } });
    const property = data(await query(host, 'host.properties.get', { id }));
    expect(property.names).toEqual({ en: 'Lighthouse House', es: 'Casa del Faro' });
    expect(property.descriptions).toEqual({ pt: 'Vista para o mar.', en: 'Sea view.' });
    expect(property.houseRules).toEqual({ pt: 'Sem festas.\nSilêncio depois das 22h.', en: 'No parties.', it: 'Niente feste.' });
  });

  it('removes a language’s row once all its texts are empty, and the amenities once none is ticked', async () => {
    await mutate(host, 'host.properties.update', { id, names: { es: '' } });
    const rows = async () => (await env.DB.prepare('SELECT locale FROM property_texts WHERE property_id = ? ORDER BY locale').bind(id).all<{ locale: string }>()).results.map((row) => row.locale);
    expect(await rows()).toEqual(['en', 'it', 'pt']);
    await mutate(host, 'host.properties.update', { id, houseRules: { it: '' } });
    expect(await rows()).toEqual(['en', 'pt']);
    await mutate(host, 'host.properties.update', { id, amenities: [] });
    expect(data(await query(host, 'host.properties.get', { id })).amenities).toEqual([]);
    await mutate(host, 'host.properties.update', { id, amenities: ['wifi', 'pool', 'hotTub'] });
    expect(data(await query(host, 'host.properties.get', { id })).amenities).toEqual(['wifi', 'pool', 'hotTub']);
  });

  it('refuses an unknown amenity and over-long texts naming the field, changing nothing', async () => {
    const before = await env.DB.prepare('SELECT amenities FROM properties WHERE id = ?').bind(id).first();
    const bad = await mutate(host, 'host.properties.update', { id, amenities: ['wifi', 'helipad'], names: { it: 'x'.repeat(121) }, houseRules: { pt: 'x'.repeat(3001) } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).issues).toEqual(
      expect.arrayContaining([
        { field: 'amenities.1', message: 'amenity_invalid' },
        { field: 'names.it', message: 'too_long' },
        { field: 'houseRules.pt', message: 'too_long' },
      ]),
    );
    expect(await env.DB.prepare('SELECT amenities FROM properties WHERE id = ?').bind(id).first()).toEqual(before);
    expect(data(await query(host, 'host.properties.get', { id })).houseRules.pt).toBe('Sem festas.\nSilêncio depois das 22h.');
  });

  it("answers another host's property NOT_FOUND and writes none of its texts", async () => {
    const other = await newHost();
    expectNotFound(await mutate(other, 'host.properties.update', { id, names: { it: 'Casa del Faro' }, amenities: ['bbq'] }));
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM property_texts WHERE property_id = ? AND locale = 'it'").bind(id).first('n')).toBe(0);
    expect(data(await query(host, 'host.properties.get', { id })).amenities).toEqual(['wifi', 'pool', 'hotTub']);
  });
});

describe('/property/{id}: the host’s texts in each locale, amenities with icons and amenityFeature', () => {
  let id: number;
  const written = {
    names: { pt: 'Pousada Maré', en: 'Tide Inn' },
    descriptions: { pt: 'Na beira da praia.', es: 'En la orilla de la playa.' },
    houseRules: { pt: 'Sem festas.\nSilêncio depois das 22h.', it: 'Niente feste.' },
  };
  beforeAll(async () => {
    const host = await newHost();
    id = data(await mutate(host, 'host.properties.create', { name: 'Pousada Maré (principal)', kind: 'inn', city: 'Ubatuba', country: 'BR', defaultLocale: 'pt', ...written, amenities: ['wifi', 'pool', 'petsWelcome'] })).id;
    await mutate(host, 'host.roomTypes.create', { propertyId: id, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 1 });
    expect((await mutate(host, 'host.properties.setPublished', { id, published: true })).status).toBe(200);
  });

  /** What each locale's page must show: its own text when written, else Portuguese marked pt-BR. */
  const expected = (locale: Locale) => {
    const own = (texts: Partial<Record<Locale, string>>) => (texts[locale] ? { text: texts[locale]!, lang: null } : { text: texts.pt!, lang: LOCALE_TAGS.pt.lang });
    return { name: own(written.names), description: own(written.descriptions), houseRules: own(written.houseRules) };
  };

  for (const locale of LOCALES) {
    it(`${locale}: name, description and house rules in the visitor's language, else the main one with its lang`, async () => {
      const html = await page(localizePath(`/property/${id}`, locale));
      const want = expected(locale);
      expect(heading(html)).toEqual(want.name);
      expect(description(html)).toEqual(want.description);
      expect(houseRules(html)).toEqual(want.houseRules);
      expect(lodging(html)?.name).toBe(want.name.text);
    });

    it(`${locale}: amenities with their icons, and in JSON-LD amenityFeature`, async () => {
      const html = await page(localizePath(`/property/${id}`, locale));
      const names = PROPERTIES[locale].amenities;
      const labels = (['wifi', 'pool', 'petsWelcome'] as const).map((amenity) => names[amenity]);
      // Each amenity is a list item with the check icon the demo listings use, then its name.
      const items = [...html.matchAll(/<li class="[^"]*"><span class="[^"]*"><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><\/span>([^<]*)<\/li>/g)].map((match) => unescape(match[1]!));
      expect(items).toEqual(labels);
      expect(lodging(html)?.amenityFeature).toEqual(labels.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })));
      expect(lodging(html)?.petsAllowed).toBe(true);
    });
  }

  it('marks the name of a listing card in another language with its lang on the marketplace', async () => {
    const html = await page('/es/properties');
    const card = new RegExp(`<h3 id="property-${id}-name"[^>]*>`).exec(html)?.[0] ?? '';
    expect(card).toContain('lang="pt-BR"');
    expect(html).toContain('Pousada Maré<');
  });

  it('shows the main name with the main language when no text names it', async () => {
    const host = await newHost();
    const plain = data(await mutate(host, 'host.properties.create', { name: 'Casa Simples', kind: 'villa', city: 'Rio', country: 'BR', defaultLocale: 'it' })).id;
    await mutate(host, 'host.roomTypes.create', { propertyId: plain, name: 'Casa', capacity: 2, baseRateCents: 30000, units: 1 });
    await mutate(host, 'host.properties.setPublished', { id: plain, published: true });
    const html = await page(`/en/property/${plain}`);
    expect(heading(html)).toEqual({ text: 'Casa Simples', lang: 'it' });
    // No amenities, no house rules: said so, in the page's language.
    expect(html).toContain(en_properties.detail.noAmenities);
    expect(html).toContain(en_properties.detail.noRules);
    expect(lodging(html)?.amenityFeature).toEqual([]);
  });
});

describe('the property editor’s server HTML: texts per language, amenities, country and zone without JavaScript', () => {
  let host: Host;
  let id: number;
  beforeAll(async () => {
    host = await newHost();
    id = data(
      await mutate(host, 'host.properties.create', {
        name: 'Casa do Farol',
        kind: 'holiday_home',
        city: 'Florianópolis',
        country: 'BR',
        timezone: 'America/Sao_Paulo',
        names: { it: 'Casa del Faro' },
        houseRules: { en: 'No parties.' },
        amenities: ['kitchen', 'bbq'],
      }),
    ).id;
  });
  const editor = async (locale: Locale) => {
    const res = await SELF.fetch(`${ORIGIN}${localizePath(`/dashboard/propriedades/${id}`, locale)}`, { headers: { authorization: `Bearer ${host.token}` }, redirect: 'manual' });
    expect(res.status).toBe(200);
    return unescape((await res.text()).replaceAll('<!-- -->', ''));
  };
  const BRAZIL: Record<Locale, string> = { pt: 'Brasil', en: 'Brazil', es: 'Brasil', it: 'Brasile' };

  for (const locale of LOCALES) {
    it(`${locale}: a plain select of countries named in the page’s language and of zones with their offset, both chosen`, async () => {
      const html = await editor(locale);
      const country = /<select[^>]*name="country"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
      expect(country).toContain(`<option value="BR" selected="">${BRAZIL[locale]}</option>`);
      // Every ISO code, plus the empty choice.
      expect([...country.matchAll(/<option value="([A-Z]{2})"/g)].length).toBeGreaterThan(240);
      const zone = /<select[^>]*name="timezone"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
      expect(zone).toMatch(/<option value="America\/Sao_Paulo" selected="">America\/Sao_Paulo \(UTC−03:00\)<\/option>/);
      expect(zone).toContain('<option value="Europe/Rome">Europe/Rome (UTC+0');
    });

    it(`${locale}: amenities as checkboxes named in the page’s language (the stored ones ticked), and every language’s texts`, async () => {
      const html = await editor(locale);
      const boxes = [...html.matchAll(/<input([^>]*)type="checkbox"([^>]*)>/g)].map((match) => match[0]).filter((tag) => tag.includes('name="amenities"'));
      expect(boxes).toHaveLength(18);
      const ticked = boxes.filter((tag) => /\schecked=""/.test(tag)).map((tag) => /value="([^"]+)"/.exec(tag)?.[1]);
      expect(ticked).toEqual(['kitchen', 'bbq']);
      expect(html).toContain(PROPERTIES[locale].amenities.kitchen);
      expect(html).toMatch(/<input[^>]*lang="it"[^>]*name="name-it"[^>]*value="Casa del Faro"|<input[^>]*name="name-it"[^>]*lang="it"[^>]*value="Casa del Faro"|<input[^>]*value="Casa del Faro"[^>]*name="name-it"/);
      expect(html).toMatch(/<textarea[^>]*name="houseRules-en"[^>]*>No parties\.<\/textarea>/);
    });
  }
});
