import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, toBlocks } from '../../web/components/content/text';
import { ARTICLES, articleBySlug } from '../../web/components/content/articles';
import { FAQ_CATEGORIES } from '../../web/pages/faq/questions';
import { matchRoute, routeById } from '../../shared/routes';
import { LOCALES } from '../../shared/locales';

// Pure helpers and the shape of the content dictionaries (articles, FAQ) in every locale.

type Dictionary = Record<string, unknown>;
const load = (locale: string, namespace: string) =>
  import(`../../web/i18n/${locale}/${namespace}/index.ts`).then((m: { default: Dictionary }) => m.default);

describe('toBlocks', () => {
  it.each([
    ['One paragraph.', [{ kind: 'paragraph', text: 'One paragraph.' }]],
    ['First.\n\nSecond.', [{ kind: 'paragraph', text: 'First.' }, { kind: 'paragraph', text: 'Second.' }]],
    ['Intro:\n\n- a\n- b', [{ kind: 'paragraph', text: 'Intro:' }, { kind: 'list', items: ['a', 'b'] }]],
    ['Line one\nline two', [{ kind: 'paragraph', text: 'Line one line two' }]],
    ['- only\n- items\n\n\n', [{ kind: 'list', items: ['only', 'items'] }]],
    ['', []],
  ])('%j', (text, blocks) => {
    expect(toBlocks(text)).toEqual(blocks);
  });
});

describe('countWords and readingMinutes', () => {
  it.each([
    ['', 0],
    ['Olá, hóspede!', 2],
    ['check-in às 14h', 3],
    ['l’ospite d’affari arriva', 3],
    ['don’t stop — 15% off', 4],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    [0, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('%i words take %i min', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });
});

describe('articles', () => {
  it('are the five blog routes, with the item counts of the spec', () => {
    expect(ARTICLES.map((a) => [a.slug, a.items.length])).toEqual([
      ['gatilhos-para-reservas', 5],
      ['dicas-airbnb', 10],
      ['dicas-booking', 8],
      ['estrategias-gestao', 10],
      ['motor-de-reservas', 4],
    ]);
    for (const article of ARTICLES) {
      const match = matchRoute(`/blog/${article.slug}`);
      expect(match?.route.id).toBe(article.routeId);
      expect(match?.route.page).toBe('blogPost');
      expect(articleBySlug(match?.params.slug)).toBe(article);
      expect(routeById(article.routeId).path).toBe(`/blog/${article.slug}`);
      expect(article.datePublished).toMatch(/^2025-\d\d-\d\d$/);
    }
    expect(articleBySlug('nao-existe')).toBeUndefined();
  });

  it.each(ARTICLES.flatMap((article) => LOCALES.map((locale) => [article.namespace, locale, article] as const)))(
    '%s in %s has exactly the listed items and sections, each of several paragraphs',
    async (namespace, locale, article) => {
      const texts = (await load(locale, namespace)) as {
        intro: string;
        items: Record<string, { title: string; body: string }>;
        sections?: Record<string, { title: string; body: string }>;
        conclusion: string;
      };
      expect(Object.keys(texts.items)).toEqual([...article.items]);
      expect(Object.keys(texts.sections ?? {})).toEqual([...article.sections]);
      for (const item of [...Object.values(texts.items), ...Object.values(texts.sections ?? {})]) {
        expect(item.title.length).toBeGreaterThan(5);
        expect(toBlocks(item.body).length).toBeGreaterThanOrEqual(2);
        expect(countWords(item.body)).toBeGreaterThan(60);
      }
      expect(toBlocks(texts.intro).length).toBeGreaterThanOrEqual(2);
      expect(countWords(texts.conclusion)).toBeGreaterThan(40);
    },
  );
});

describe('FAQ', () => {
  it.each(LOCALES)('has six categories with every listed question answered in %s', async (locale) => {
    const faq = (await load(locale, 'faqPage')) as Record<string, Record<string, { q: string; a: string }>> & { categories: Record<string, string> };
    expect(Object.keys(FAQ_CATEGORIES)).toEqual(Object.keys(faq.categories));
    expect(Object.keys(faq.categories)).toHaveLength(6);
    for (const [category, questions] of Object.entries(FAQ_CATEGORIES)) {
      expect(Object.keys(faq[category]!)).toEqual([...questions]);
      for (const key of questions) {
        expect(faq[category]![key]!.q).toMatch(/\?$/);
        expect(countWords(faq[category]![key]!.a)).toBeGreaterThan(15);
      }
    }
  });
});
