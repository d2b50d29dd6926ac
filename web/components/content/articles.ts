import type { Namespaces } from '../../i18n/i18n-types';
import type { RouteId } from '../../../shared/routes';

/** The category labels live in the `blog` dictionary under `categories`. */
export type ArticleCategory = 'conversao' | 'airbnb' | 'booking' | 'gestao' | 'reservasDiretas';

export interface Article {
  slug: string;
  /** Route id: its title and description (in `meta`) are the article's headline and summary. */
  routeId: Exclude<Extract<RouteId, `blog${string}`>, 'blog'>;
  /** Dictionary namespace holding the article's text, loaded only on its own page. */
  namespace: Extract<Namespaces, `article${string}`>;
  category: ArticleCategory;
  /** Publication date (calendar date). */
  datePublished: string;
  /** Keys of the numbered items, in order: their count is the number in the headline. */
  items: readonly string[];
  /** Keys of further sections after the items (optional). */
  sections: readonly string[];
}

const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

/** The five articles, newest last, as /blog lists them. */
export const ARTICLES: readonly Article[] = [
  { slug: 'gatilhos-para-reservas', routeId: 'blogGatilhosParaReservas', namespace: 'articleGatilhos', category: 'conversao', datePublished: '2025-01-21', items: keys('t', 5), sections: [] },
  { slug: 'dicas-airbnb', routeId: 'blogDicasAirbnb', namespace: 'articleAirbnb', category: 'airbnb', datePublished: '2025-02-11', items: keys('t', 10), sections: [] },
  { slug: 'dicas-booking', routeId: 'blogDicasBooking', namespace: 'articleBooking', category: 'booking', datePublished: '2025-03-04', items: keys('t', 8), sections: [] },
  { slug: 'estrategias-gestao', routeId: 'blogEstrategiasGestao', namespace: 'articleGestao', category: 'gestao', datePublished: '2025-03-25', items: keys('t', 10), sections: [] },
  { slug: 'motor-de-reservas', routeId: 'blogMotorDeReservas', namespace: 'articleMotor', category: 'reservasDiretas', datePublished: '2025-04-15', items: keys('b', 4), sections: ['sync', 'noWebsite'] },
];

export function articleBySlug(slug: string | undefined): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

/**
 * The shape every article namespace has (checked per locale by the dictionary types and by
 * tests/unit/articles.test.ts): intro, numbered items, optional sections, conclusion.
 */
export interface ArticleTexts {
  intro: () => string;
  listTitle: () => string;
  items: Record<string, { title: () => string; body: () => string }>;
  sections?: Record<string, { title: () => string; body: () => string }>;
  conclusionTitle: () => string;
  conclusion: () => string;
}

/** All of an article's running text, in reading order (for word counts and reading time). */
export function articlePlainText(article: Article, texts: ArticleTexts): string {
  const parts = [texts.intro(), texts.listTitle()];
  for (const key of article.items) parts.push(texts.items[key]?.title() ?? '', texts.items[key]?.body() ?? '');
  for (const key of article.sections) parts.push(texts.sections?.[key]?.title() ?? '', texts.sections?.[key]?.body() ?? '');
  parts.push(texts.conclusionTitle(), texts.conclusion());
  return parts.join('\n\n');
}
