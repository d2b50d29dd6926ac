import { i18nObject, loadedLocales } from '../../i18n/i18n-util';
import { loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../../../shared/bootstrap';
import type { Locale } from '../../../shared/locales';
import { articleBySlug, type Article, type ArticleTexts } from './articles';

/**
 * Every article shares one page, so an article's dictionary is not in the page's fixed
 * namespace list. The server has every dictionary loaded. In the browser, the page module
 * awaits this before it resolves (entry-client waits for the module before hydrating), so the
 * first render already has the text and matches the server's HTML.
 */
export async function loadArticleOfThisPage(): Promise<void> {
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return;
  const { locale, params } = JSON.parse(element.textContent) as Pick<Bootstrap, 'locale' | 'params'>;
  const article = articleBySlug(params.slug);
  if (article && !loadedLocales[locale]?.[article.namespace]) await loadNamespaceAsync(locale, article.namespace);
}

/** The article's texts in the request's language (loaded as described above). */
export function useArticleTexts(locale: Locale, article: Article): ArticleTexts {
  // Each article namespace has its own generated type; all share the ArticleTexts shape.
  return i18nObject(locale)[article.namespace] as unknown as ArticleTexts;
}
