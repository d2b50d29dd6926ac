import { ArticleLayout } from '../../components/content/ArticleLayout';
import { articleBySlug, articlePlainText, type ArticleTexts } from '../../components/content/articles';
import { absoluteUrl, breadcrumbTrail } from '../../components/content/head';
import { countWords } from '../../components/content/text';
import { loadArticleOfThisPage } from '../../components/content/useArticleTexts';
import { blogPosting } from '../../seo/jsonld';
import { LOCALE_TAGS } from '../../../shared/locales';
import { routeById } from '../../../shared/routes';
import type { HeadInfo, HeadInput, PageProps } from '../types';

// In the browser, fetch this article's dictionary before the module resolves, i.e. before hydration.
if (typeof document !== 'undefined') await loadArticleOfThisPage();

/** /blog/:slug — one page for the five articles; the slug comes from the route table. */
export default function BlogPostPage({ params }: PageProps) {
  const article = articleBySlug(params.slug);
  if (!article) return null;
  return <ArticleLayout article={article} />;
}

export function resolveHead(input: HeadInput): HeadInfo {
  const article = articleBySlug(input.params.slug);
  if (!article) return { status: 404, noindex: true };
  const { LL } = input;
  // The server holds every dictionary, so the article's text is at hand for its word count.
  const texts = LL[article.namespace] as unknown as ArticleTexts;
  return {
    jsonLd: [
      breadcrumbTrail(input, ['blog', article.routeId]),
      blogPosting({
        headline: LL.meta[article.routeId].title(),
        description: LL.meta[article.routeId].description(),
        url: absoluteUrl(input, routeById(article.routeId).path),
        datePublished: article.datePublished,
        inLanguage: LOCALE_TAGS[input.locale].lang,
        wordCount: countWords(articlePlainText(article, texts)),
      }),
    ],
  };
}
