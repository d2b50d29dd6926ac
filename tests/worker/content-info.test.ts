import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath, type Locale } from '../../shared/locales';
import { routeById } from '../../shared/routes';
import { figure } from '../../shared/figures';
import { ARTICLES } from '../../web/components/content/articles';
import { FAQ_CATEGORIES } from '../../web/pages/faq/questions';
import pt_meta from '../../web/i18n/pt/meta';
import en_meta from '../../web/i18n/en/meta';
import es_meta from '../../web/i18n/es/meta';
import it_meta from '../../web/i18n/it/meta';
import pt_content from '../../web/i18n/pt/content';
import en_content from '../../web/i18n/en/content';
import es_content from '../../web/i18n/es/content';
import it_content from '../../web/i18n/it/content';
import pt_faq from '../../web/i18n/pt/faqPage';
import en_faq from '../../web/i18n/en/faqPage';
import es_faq from '../../web/i18n/es/faqPage';
import it_faq from '../../web/i18n/it/faqPage';
import pt_blog from '../../web/i18n/pt/blogPage';
import en_blog from '../../web/i18n/en/blogPage';
import es_blog from '../../web/i18n/es/blogPage';
import it_blog from '../../web/i18n/it/blogPage';
import pt_ambassadors from '../../web/i18n/pt/ambassadors';
import en_ambassadors from '../../web/i18n/en/ambassadors';
import es_ambassadors from '../../web/i18n/es/ambassadors';
import it_ambassadors from '../../web/i18n/it/ambassadors';
import pt_help from '../../web/i18n/pt/help';
import en_help from '../../web/i18n/en/help';
import es_help from '../../web/i18n/es/help';
import it_help from '../../web/i18n/it/help';
import pt_trust from '../../web/i18n/pt/trust';
import en_trust from '../../web/i18n/en/trust';
import es_trust from '../../web/i18n/es/trust';
import it_trust from '../../web/i18n/it/trust';
import pt_privacy from '../../web/i18n/pt/privacy';
import en_privacy from '../../web/i18n/en/privacy';
import es_privacy from '../../web/i18n/es/privacy';
import it_privacy from '../../web/i18n/it/privacy';
import pt_cookies from '../../web/i18n/pt/cookies';
import en_cookies from '../../web/i18n/en/cookies';
import es_cookies from '../../web/i18n/es/cookies';
import it_cookies from '../../web/i18n/it/cookies';
import pt_about from '../../web/i18n/pt/about';
import pt_terms from '../../web/i18n/pt/terms';
import pt_demo from '../../web/i18n/pt/demoPage';
import en_demo from '../../web/i18n/en/demoPage';
import es_demo from '../../web/i18n/es/demoPage';
import it_demo from '../../web/i18n/it/demoPage';
import pt_articleGatilhos from '../../web/i18n/pt/articleGatilhos';
import pt_articleAirbnb from '../../web/i18n/pt/articleAirbnb';
import pt_articleBooking from '../../web/i18n/pt/articleBooking';
import pt_articleGestao from '../../web/i18n/pt/articleGestao';
import pt_articleMotor from '../../web/i18n/pt/articleMotor';

/**
 * The content pages (FAQ, about, help, trust, legal, ambassadors, demo, blog) in every locale:
 * status, head, key content, structured data, and no leaks from the Portuguese dictionaries.
 */
const ORIGIN = 'http://localhost';
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`);

const META = { pt: pt_meta, en: en_meta, es: es_meta, it: it_meta };
const CONTENT = { pt: pt_content, en: en_content, es: es_content, it: it_content };
const FAQ = { pt: pt_faq, en: en_faq, es: es_faq, it: it_faq };
const BLOG = { pt: pt_blog, en: en_blog, es: es_blog, it: it_blog };
const AMBASSADORS = { pt: pt_ambassadors, en: en_ambassadors, es: es_ambassadors, it: it_ambassadors };
const HELP = { pt: pt_help, en: en_help, es: es_help, it: it_help };
const TRUST = { pt: pt_trust, en: en_trust, es: es_trust, it: it_trust };
const PRIVACY = { pt: pt_privacy, en: en_privacy, es: es_privacy, it: it_privacy };
const COOKIES = { pt: pt_cookies, en: en_cookies, es: es_cookies, it: it_cookies };
const DEMO = { pt: pt_demo, en: en_demo, es: es_demo, it: it_demo };
const DAYS = { pt: 'dias', en: 'days', es: 'días', it: 'giorni' } as const;

const ROUTE_IDS = [
  'faq', 'sobreNos', 'centralDeAjuda', 'confiancaESeguranca', 'termosDeServico', 'politicaDePrivacidade', 'politicaDeCookies',
  'embaixadores', 'demo', 'blog', ...ARTICLES.map((a) => a.routeId),
] as const;
type ContentRouteId = (typeof ROUTE_IDS)[number];

/** The Portuguese dictionaries of these pages: no sentence of them may appear in another locale. */
const PT_DICTIONARIES = [
  pt_content, pt_faq, pt_blog, pt_ambassadors, pt_help, pt_trust, pt_privacy, pt_cookies, pt_about, pt_terms, pt_demo,
  pt_articleGatilhos, pt_articleAirbnb, pt_articleBooking, pt_articleGestao, pt_articleMotor,
];

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** Portuguese fragments long enough to be sentences (short words like "Airbnb" are shared). */
const PT_SENTENCES = [
  ...new Set(
    PT_DICTIONARIES.flatMap(leaves)
      .flatMap((text) => text.split(/\n+|(?<=[.!?:;])\s+/))
      .map((part) => part.replace(/^- /, '').trim())
      .filter((part) => !part.includes('{') && part.split(/\s+/).length >= 5),
  ),
];

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The text a person reads: scripts dropped, tags removed, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  const withoutMarkup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return decode(withoutMarkup).replace(/\s+/g, ' ');
}

function mainOf(html: string): string {
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

function attr(html: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
}

const pages = new Map<string, Promise<string>>();
/** Each page is fetched once per file and shared by the checks that read it. */
function page(id: ContentRouteId, locale: Locale): Promise<string> {
  const url = localizePath(routeById(id).path, locale);
  let html = pages.get(url);
  if (!html) {
    html = get(url).then(async (res) => {
      expect(res.status, url).toBe(200);
      return res.text();
    });
    pages.set(url, html);
  }
  return html;
}

describe.each(LOCALES)('content pages in %s', (locale) => {
  it.each(ROUTE_IDS)('%s answers 200 with its own title and description', async (id) => {
    const html = await page(id, locale);
    const meta = META[locale][id];
    expect(html).toContain(`<html lang="${{ pt: 'pt-BR', en: 'en', es: 'es', it: 'it' }[locale]}"`);
    expect(attr(html, /<title>([^<]+)<\/title>/)).toBe(`${meta.title} | Estadia`);
    expect(attr(html, /<meta name="description" content="([^"]+)">/)).toBe(meta.description);
    // Exactly one h1, and no heading left empty by a missing dictionary key.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const heading of html.match(/<h[1-4][^>]*>[\s\S]*?<\/h[1-4]>/g) ?? []) expect(visibleText(heading).trim(), heading).not.toBe('');
    // Every inner page has breadcrumbs as structured data, ending at itself.
    const crumbs = jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
    expect(crumbs, 'BreadcrumbList').toBeTruthy();
    expect(crumbs!.itemListElement.at(-1)).toMatchObject({ name: meta.title, item: `https://www.estadia.com.br${localizePath(routeById(id).path, locale)}` });
    // The leak check below compares against these sentences; in Portuguese they must be found.
    if (locale === 'pt') expect(PT_SENTENCES.filter((sentence) => visibleText(html).includes(sentence)).length).toBeGreaterThan(2);
  });

  it('FAQ: six categories, every question, FAQPage data, contact and home buttons', async () => {
    const html = await page('faq', locale);
    const text = visibleText(mainOf(html));
    const dictionary = FAQ[locale];
    const categories = Object.keys(FAQ_CATEGORIES) as (keyof typeof FAQ_CATEGORIES)[];
    expect(categories).toHaveLength(6);
    const questions: string[] = [];
    for (const category of categories) {
      expect(text).toContain(dictionary.categories[category]);
      for (const key of FAQ_CATEGORIES[category]) questions.push((dictionary[category] as Record<string, { q: string }>)[key]!.q);
    }
    for (const question of questions) expect(text).toContain(question);
    expect(html.match(/aria-expanded="false"/g)?.length ?? 0).toBeGreaterThanOrEqual(questions.length);
    const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(questions);
    for (const entry of faq.mainEntity) expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40);
    expect(JSON.stringify(faq)).toContain(figure('portals', locale));
    expect(html).toContain(`href="${localizePath('/contato', locale)}">${dictionary.contactButton}</a>`);
    expect(html).toContain(`href="${localizePath('/', locale)}">${dictionary.homeButton}</a>`);
  });

  it('terms: unlimited duration, 30 days notice, penalty, 10 and 20 days of non-payment, uptime target', async () => {
    const main = mainOf(await page('termosDeServico', locale));
    const text = visibleText(main);
    expect(text).toContain(`${figure('uptimePercent', locale)}%`);
    for (const days of [30, 10, 20]) expect(text).toContain(`${days} ${DAYS[locale]}`);
    expect(main.match(/<section id="/g)).toHaveLength(11);
  });

  it('privacy and cookie policies have four sections each', async () => {
    for (const [id, dictionary] of [['politicaDePrivacidade', PRIVACY[locale]], ['politicaDeCookies', COOKIES[locale]]] as const) {
      const text = visibleText(mainOf(await page(id, locale)));
      const titles = Object.values(dictionary.sections).map((section) => section.title);
      expect(titles).toHaveLength(4);
      titles.forEach((title, index) => expect(text).toContain(`${index + 1}. ${title}`));
    }
  });

  it('help centre has the three cards and trust page the four commitments', async () => {
    const help = visibleText(mainOf(await page('centralDeAjuda', locale)));
    for (const card of [HELP[locale].videos, HELP[locale].docs, HELP[locale].support]) expect(help).toContain(card.title);
    const trust = visibleText(mainOf(await page('confiancaESeguranca', locale)));
    for (const commitment of Object.values(TRUST[locale].commitments)) expect(trust).toContain(commitment.title);
    expect(Object.keys(TRUST[locale].commitments)).toHaveLength(4);
  });

  it('about page has the careers section the footer links to', async () => {
    const html = await page('sobreNos', locale);
    expect(mainOf(html)).toMatch(/<section id="carreiras"/);
    expect(html).toContain(`href="${localizePath('/sobre-nos', locale)}#carreiras"`);
    expect(visibleText(mainOf(html))).toContain(`${figure('properties', locale)}+`);
  });

  it('ambassadors: the sign-up button opens the external form in a new tab, with the note beneath', async () => {
    const html = await page('embaixadores', locale);
    const dictionary = AMBASSADORS[locale];
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*target="_blank"[^>]*>([\s\S]*?)<\/a>/g)].filter((m) => m[1] === env.AMBASSADOR_FORM_URL);
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const link of links) {
      expect(link[0]).toContain('rel="noopener noreferrer"');
      expect(visibleText(link[2]!)).toContain(dictionary.ctaButton);
      const noteId = /aria-describedby="([^"]+)"/.exec(link[0])?.[1];
      expect(html).toMatch(new RegExp(`id="${noteId}"[^>]*>[\\s\\S]*?${dictionary.ctaNote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    const text = visibleText(mainOf(html));
    for (const reward of Object.values(dictionary.rewards)) expect(text).toContain(reward.result);
    expect(text).toContain('15%');
  });

  it('demo: no third-party frame or request in the page; no player while no video id is set (issue 30)', async () => {
    const html = await page('demo', locale);
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/<(script|img|link|iframe)[^>]+(youtube|ytimg|googlevideo)/);
    expect(html).toContain(`<h1>${DEMO[locale].title}</h1>`);
    // The default configuration sets no video id: no facade (tests/worker/demo-page.test.ts sets one).
    expect(visibleText(mainOf(html))).not.toContain(DEMO[locale].consent);
    expect(html).not.toContain(`aria-label="${DEMO[locale].play}"`);
    expect(html).toContain('action="/demo/start"');
  });

  it('blog lists the five articles with category, title, description and link, and a demo call to action', async () => {
    const html = await page('blog', locale);
    const main = mainOf(html);
    const text = visibleText(main);
    expect(ARTICLES).toHaveLength(5);
    for (const article of ARTICLES) {
      expect(main).toContain(`href="${localizePath(routeById(article.routeId).path, locale)}"`);
      expect(text).toContain(META[locale][article.routeId].title);
      expect(text).toContain(META[locale][article.routeId].description);
      expect(text).toContain(BLOG[locale].categories[article.category]);
    }
    expect(main).toContain(`href="${localizePath('/demo', locale)}"`);
  });

  it.each(ARTICLES.map((a) => [a.slug, a] as const))('article %s: items, date, reading time, BlogPosting and the demo call to action', async (_, article) => {
    const html = await page(article.routeId, locale);
    const main = mainOf(html);
    expect(main.match(/data-article-item=""/g)).toHaveLength(article.items.length);
    expect(main).toContain(`<time dateTime="${article.datePublished}">`);
    expect(visibleText(main)).toMatch(new RegExp(BLOG[locale].readingTime.replace('{minutes}', '\\d+')));
    expect(main).toContain(`href="${localizePath('/demo', locale)}">${CONTENT[locale].demoCtaButton}</a>`);
    const posting = jsonLd(html).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: META[locale][article.routeId].title,
      datePublished: article.datePublished,
      url: `https://www.estadia.com.br${localizePath(routeById(article.routeId).path, locale)}`,
    });
    expect(posting!.wordCount as number).toBeGreaterThan(600);
  });
});

describe.each(LOCALES.filter((l) => l !== 'pt'))('content pages in %s, against the Portuguese dictionaries', (locale) => {
  it.each(ROUTE_IDS)('%s leaks no Portuguese sentence and no placeholder', async (id) => {
    const text = visibleText(await page(id, locale));
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
    const leaked = PT_SENTENCES.filter((sentence) => text.includes(sentence));
    expect(leaked).toEqual([]);
  });
});

it('article item counts are the numbers the spec gives', () => {
  const counts = Object.fromEntries(ARTICLES.map((a) => [a.slug, a.items.length]));
  expect(counts).toMatchObject({ 'gatilhos-para-reservas': 5, 'dicas-airbnb': 10, 'dicas-booking': 8, 'estrategias-gestao': 10 });
  expect(PT_SENTENCES.length).toBeGreaterThan(200);
});
