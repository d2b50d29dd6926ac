import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_TAGS, localizePath, type Locale } from '../../shared/locales';
import { FIGURES, figure } from '../../shared/figures';
import { formatCurrency, formatNumber } from '../../shared/format';
import { quoteStay } from '../../shared/booking';
import { PROPERTIES } from '../../shared/properties';
import { loadAllLocales } from '../../web/i18n/i18n-util.sync';
import { i18nObject } from '../../web/i18n/i18n-util';
import type { TranslationFunctions } from '../../web/i18n/i18n-types';
import { AUTOMATION_STEPS } from '../../web/pages/home/sections';
import { TOOLS } from '../../web/pages/ferramentas';
import { EXAMPLES } from '../../web/pages/motorDeReservas';
import { INTEGRATION_TYPES, MAIN_INTEGRATIONS } from '../../web/components/marketing/integrations';
import pt_marketing from '../../web/i18n/pt/marketing';
import pt_home from '../../web/i18n/pt/home';
import pt_caracteristicas from '../../web/i18n/pt/caracteristicas';
import pt_ferramentas from '../../web/i18n/pt/ferramentas';
import pt_integracoes from '../../web/i18n/pt/integracoes';
import pt_funcionalidades from '../../web/i18n/pt/funcionalidades';
import pt_pagamentos from '../../web/i18n/pt/pagamentos';
import pt_motor from '../../web/i18n/pt/motor';
import pt_exemploPagamento from '../../web/i18n/pt/exemploPagamento';

/**
 * The home page and the product pages (issue 5, first half) in every locale: status, their
 * own title and description, key sections, structured data, and nothing Portuguese (or a raw
 * dictionary key or parameter) leaking into the English, Spanish and Italian pages.
 */
const ORIGIN = 'http://localhost';
const SITE = 'https://www.estadia.com.br';

type PageRoute = 'home' | 'caracteristicas' | 'ferramentas' | 'integracoes' | 'funcionalidades' | 'recursos' | 'processamentoDePagamentos' | 'motorDeReservas' | 'exemploDePaginaDePagamento';

const ROUTES: Record<PageRoute, { path: string; h1: (LL: TranslationFunctions) => string }> = {
  home: { path: '/', h1: (LL) => LL.home.hero.title() },
  caracteristicas: { path: '/caracteristicas', h1: (LL) => LL.caracteristicas.hero.title() },
  ferramentas: { path: '/ferramentas', h1: (LL) => LL.ferramentas.hero.title() },
  integracoes: { path: '/integracoes', h1: (LL) => LL.integracoes.hero.title() },
  funcionalidades: { path: '/funcionalidades', h1: (LL) => LL.funcionalidades.hero.title() },
  recursos: { path: '/recursos', h1: (LL) => LL.funcionalidades.hero.title() },
  processamentoDePagamentos: { path: '/processamento-de-pagamentos', h1: (LL) => LL.pagamentos.hero.title() },
  motorDeReservas: { path: '/motor-de-reservas', h1: (LL) => LL.motor.hero.title() },
  exemploDePaginaDePagamento: { path: '/exemplo-de-pagina-de-pagamento', h1: (LL) => LL.exemploPagamento.hero.title() },
};
const ROUTE_IDS = Object.keys(ROUTES) as PageRoute[];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };
function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The visible text of an HTML fragment: no tags, scripts or styles, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spaces as textOf leaves them (formatted money has a no-break space). */
function norm(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end);
}

function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

function count(haystack: string, needle: string | RegExp): number {
  return typeof needle === 'string' ? haystack.split(needle).length - 1 : (haystack.match(needle) ?? []).length;
}

const pages = new Map<string, string>();
async function page(route: PageRoute, locale: Locale): Promise<string> {
  const url = localizePath(ROUTES[route].path, locale);
  let html = pages.get(url);
  if (html === undefined) {
    const res = await SELF.fetch(`${ORIGIN}${url}`);
    expect(res.status, url).toBe(200);
    html = await res.text();
    pages.set(url, html);
  }
  return html;
}

const LLs = {} as Record<Locale, TranslationFunctions>;
beforeAll(() => {
  loadAllLocales();
  for (const locale of LOCALES) LLs[locale] = i18nObject(locale);
});

describe('every route in every locale', () => {
  for (const route of ROUTE_IDS) {
    for (const locale of LOCALES) {
      it(`${localizePath(ROUTES[route].path, locale)} answers 200 with its own title, description and h1`, async () => {
        const LL = LLs[locale];
        const html = await page(route, locale);
        expect(html).toContain(`<html lang="${LOCALE_TAGS[locale].lang}"`);
        const meta = LL.meta[route] as { title: () => string; description: () => string };
        const title = route === 'home' ? meta.title() : `${meta.title()} | ${LL.meta.siteName()}`;
        expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(title);
        expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')).toBe(meta.description());
        const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
        expect(h1s).toEqual([ROUTES[route].h1(LL)]);
      });
    }
  }
});

describe('no Portuguese, dictionary keys or raw parameters in en, es and it pages', () => {
  /** Portuguese sentences of these pages' dictionaries: five words or more, no parameters. */
  const sentences: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (!value.includes('{') && value.split(/\s+/).length >= 5) sentences.push(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  [pt_marketing, pt_home, pt_caracteristicas, pt_ferramentas, pt_integracoes, pt_funcionalidades, pt_pagamentos, pt_motor, pt_exemploPagamento].forEach(collect);

  it('has hundreds of distinctive Portuguese sentences to look for', () => {
    expect(sentences.length).toBeGreaterThan(200);
  });

  for (const locale of ['en', 'es', 'it'] as const) {
    it(`${locale}: none of them appears, and nothing looks like a key or a placeholder`, async () => {
      for (const route of ROUTE_IDS) {
        const html = await page(route, locale);
        const text = textOf(mainOf(html));
        const leaked = sentences.filter((sentence) => text.includes(sentence));
        expect(leaked, `${route}/${locale}`).toEqual([]);
        expect(text, `${route}/${locale}`).not.toMatch(/\{[a-zA-Z]+(:[a-z]+)?\}|undefined|\bnull\b|\[object Object\]/);
        // A missing typesafe-i18n key renders its dotted path, e.g. "home.hero.title".
        expect(text, `${route}/${locale}`).not.toMatch(/\b(home|marketing|carousel|caracteristicas|ferramentas|integracoes|funcionalidades|pagamentos|motor|exemploPagamento)\.[a-zA-Z]+/);
      }
    });
  }

  it('pt pages carry their Portuguese text and no English fallbacks', async () => {
    const text = textOf(mainOf(await page('funcionalidades', 'pt')));
    expect(text).toContain(pt_funcionalidades.explain.pms.text);
    expect(text).not.toContain(LLs.en.funcionalidades.explain.pms.text());
  });
});

describe('home page', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every section in order, links and structured data`, async () => {
      const LL = LLs[locale];
      const html = await page('home', locale);
      const main = mainOf(html);
      const href = (path: string) => `href="${localizePath(path, locale)}"`;
      const order = [
        LL.home.hero.title(),
        LL.home.features.title(),
        LL.home.calendar.title(),
        LL.home.engine.title(),
        LL.home.automation.title(),
        LL.home.integrations.title(),
        LL.home.testimonials.title(),
        LL.home.questions.title(),
        LL.home.cta.title(),
        LL.home.advantages.title(),
        LL.home.problems.title(),
        LL.home.security.title(),
        LL.home.badges.title(),
        LL.home.partners.title(),
      ];
      const text = textOf(main);
      const positions = order.map((heading) => text.indexOf(heading));
      expect(positions.every((p) => p >= 0), order.filter((_, i) => positions[i]! < 0).join(' | ')).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // The automation flow, every step in the spec's order.
      const steps = AUTOMATION_STEPS.map(([key]) => text.indexOf(LL.home.automation.steps[key].title()));
      expect(steps.every((p) => p > 0)).toBe(true);
      expect([...steps].sort((a, b) => a - b)).toEqual(steps);
      expect(AUTOMATION_STEPS.map(([key]) => key)).toEqual(['newBooking', 'syncCalendar', 'saveCards', 'adjustPrices', 'welcomeEmail', 'cleaningApp', 'postCheckoutEmail', 'requestReviews']);
      // Links: features, FAQ, demo, three problem buttons to /funcionalidades.
      expect(main).toContain(href('/caracteristicas'));
      expect(main).toContain(href('/faq'));
      expect(main).toContain(href('/demo'));
      expect(main).toContain(href('/integracoes'));
      expect(count(main, href('/funcionalidades'))).toBe(3);
      // WhatsApp specialist button in the hero.
      expect(text).toContain(LL.whatsapp.chat());
      // Two carousels with their first slide shown and the rest hidden.
      expect(count(main, 'aria-roledescription="carousel"')).toBe(2);
      expect(count(main, /role="group" aria-roledescription="slide" aria-label="1 [a-z]+ \d"/g)).toBe(2);
      // The one set of figures.
      expect(text).toContain(LL.marketing.figures.properties.value({ count: figure('properties', locale) }));
      expect(text).toContain(LL.marketing.figures.revenue.value({ count: figure('revenueIncreasePercent', locale) }));
      const types = jsonLd(html).map((data) => data['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      expect(jsonLd(html).find((d) => d['@type'] === 'WebSite')?.inLanguage).toBe(LOCALE_TAGS[locale].lang);
    });
  }
});

describe('product pages', () => {
  for (const locale of LOCALES) {
    const LL = () => LLs[locale];
    const href = (path: string) => `href="${localizePath(path, locale)}"`;

    it(`${locale}: inner pages have BreadcrumbList data ending at the page`, async () => {
      for (const route of ROUTE_IDS.filter((r) => r !== 'home')) {
        const canonical = route === 'recursos' ? '/funcionalidades' : ROUTES[route].path;
        const crumbs = jsonLd(await page(route, locale)).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] } | undefined;
        expect(crumbs?.itemListElement.at(-1)?.item, route).toBe(`${SITE}${localizePath(canonical, locale)}`);
        expect(crumbs?.itemListElement[0]?.item).toBe(`${SITE}${localizePath('/', locale)}`);
      }
    });

    it(`${locale}: /caracteristicas has three blocks, six cards and the demo call to action`, async () => {
      const text = textOf(mainOf(await page('caracteristicas', locale)));
      for (const block of ['pms', 'channel', 'engine'] as const) expect(text).toContain(LL().caracteristicas.blocks[block].title());
      for (const card of ['inbox', 'billing', 'housekeeping', 'reports', 'pricing', 'mobileApp'] as const) expect(text).toContain(LL().caracteristicas.cards.items[card].title());
      expect(mainOf(await page('caracteristicas', locale))).toContain(href('/demo'));
    });

    it(`${locale}: /ferramentas has 17 tool cards and the specialist call to action`, async () => {
      const main = mainOf(await page('ferramentas', locale));
      expect(TOOLS).toHaveLength(17);
      const grid = main.slice(main.indexOf('id="ferramentas-grid"'), main.indexOf('id="ferramentas-cta-title"'));
      expect(count(grid, '<h3')).toBe(17);
      for (const [key] of TOOLS) expect(textOf(grid)).toContain(LL().ferramentas.tools[key].title());
      expect(textOf(main)).toContain(LL().whatsapp.chat());
    });

    it(`${locale}: /integracoes has the logo grid, the table by type and the custom integration call to action`, async () => {
      const main = mainOf(await page('integracoes', locale));
      for (const name of MAIN_INTEGRATIONS) expect(main).toContain(`role="img" aria-label="${name}"`);
      const table = main.slice(main.indexOf('<table'), main.indexOf('</table>'));
      expect(count(table, '<th scope="row"')).toBe(INTEGRATION_TYPES.length);
      for (const type of INTEGRATION_TYPES) expect(textOf(table)).toContain(LL().integracoes.types[type].name());
      expect(textOf(main)).toContain(LL().integracoes.custom.title());
      expect(main).toContain(href('/contato'));
    });

    it(`${locale}: /funcionalidades and /recursos show the labelled dashboard example with the spec's values`, async () => {
      for (const route of ['funcionalidades', 'recursos'] as const) {
        const html = await page(route, locale);
        const main = mainOf(html);
        const text = textOf(main);
        expect(text).toContain(LL().funcionalidades.dashboard.badge());
        expect(text).toContain(`${formatNumber(82, locale)}%`);
        expect(text).toContain(LL().funcionalidades.dashboard.nights({ value: formatNumber(2.4, locale, 1) }));
        const kpis = main.slice(main.indexOf('<dl'), main.indexOf('</dl>'));
        expect(textOf(kpis)).toContain(`${LL().funcionalidades.dashboard.bookingsToday()} 14`);
        for (const [source, value] of [['direct', 45], ['booking', 30], ['airbnb', 15], ['others', 10]] as const) {
          expect(text).toContain(`${LL().funcionalidades.dashboard.sources[source]()} ${value}%`);
        }
        expect(count(main, /<svg[^>]*role="img" aria-labelledby="dashboard-(revenue|sources)-title dashboard-\1-desc"/g)).toBe(2);
        for (const key of ['pms', 'channel'] as const) expect(text).toContain(LL().funcionalidades.explain[key].title());
        expect(text).toContain(LL().funcionalidades.trial.title({ days: FIGURES.trialDays }));
        expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${SITE}${localizePath('/funcionalidades', locale)}`);
      }
    });

    it(`${locale}: /processamento-de-pagamentos has the options, the five badges, the no-fee note and FAQPage data`, async () => {
      const html = await page('processamentoDePagamentos', locale);
      const text = textOf(mainOf(html));
      for (const badge of ['SCA', 'PSD2', '3DSecure', 'LGPD', 'PCI-DSS']) expect(text).toContain(badge);
      for (const option of ['cardProvider', 'wallet', 'pix', 'bankTransfer', 'cheque', 'offline', 'boleto', 'bitcoin'] as const) {
        expect(text).toContain(LL().pagamentos.options.items[option].title());
      }
      expect(text).toContain(LL().pagamentos.noFee.text());
      expect(text).toContain(LL().pagamentos.currencies.text({ count: figure('currencies', locale) }));
      const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      expect(faq?.mainEntity).toHaveLength(6);
      expect(faq?.mainEntity[0]?.name).toBe(LL().pagamentos.questions.items.fee.q());
      // The page shows the same questions its structured data lists.
      for (const entity of faq!.mainEntity) expect(text).toContain(entity.name);
    });

    it(`${locale}: /motor-de-reservas links its three examples to live demo listings and to the payment example`, async () => {
      const main = mainOf(await page('motorDeReservas', locale));
      expect(EXAMPLES.map(([key]) => key)).toEqual(['seaView', 'luxury', 'family']);
      for (const [key, id] of EXAMPLES) {
        expect(PROPERTIES.some((p) => p.id === id)).toBe(true);
        expect(main).toContain(href(`/property/${id}`));
        expect(textOf(main)).toContain(LL().motor.examples.items[key].title());
      }
      expect(main).toContain(href('/exemplo-de-pagina-de-pagamento'));
    });

    it(`${locale}: /exemplo-de-pagina-de-pagamento shows the example and its text equivalent with computed amounts`, async () => {
      const text = textOf(mainOf(await page('exemploDePaginaDePagamento', locale)));
      const quote = quoteStay(PROPERTIES.find((p) => p.id === 9)!.price, 3);
      const total = formatCurrency(quote.total * 100, 'EUR', locale, 0);
      expect(text).toContain(norm(`${LL().exemploPagamento.equivalent.total()} ${total}`));
      expect(text).toContain(norm(LL().exemploPagamento.mock.pay({ total })));
      expect(text).toContain(LL().exemploPagamento.figure.caption());
    });
  }
});
