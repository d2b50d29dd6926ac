import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { formatDate } from '../../../shared/format';
import { container, section } from '../../theme/ui.css';
import { PageIntro } from './PageIntro';
import { Paragraphs } from './Paragraphs';
import { DemoCta } from './DemoCta';
import { articlePlainText, type Article } from './articles';
import { countWords, readingMinutes } from './text';
import { useArticleTexts } from './useArticleTexts';
import * as contentCss from './content.css';
import * as css from './article.css';

/**
 * One blog article: category, headline, date and reading time, an index, the numbered items,
 * any further sections, the conclusion and the closing demo call to action.
 */
export function ArticleLayout({ article }: { article: Article }) {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const href = useHref();
  const texts = useArticleTexts(locale, article);
  const title = LL.meta[article.routeId].title();
  const minutes = readingMinutes(countWords(articlePlainText(article, texts)));
  const sections = article.sections.map((key) => ({ key, texts: texts.sections?.[key] }));
  return (
    <article>
      <PageIntro
        trail={[{ label: LL.meta.blog.title(), path: '/blog' }, { label: title }]}
        eyebrow={LL.blogPage.categories[article.category]()}
        title={title}
        lead={LL.meta[article.routeId].description()}
      >
        <p className={css.meta}>
          <time dateTime={article.datePublished}>{LL.blogPage.publishedOn({ date: formatDate(article.datePublished, locale) })}</time>
          <span>{LL.blogPage.readingTime({ minutes })}</span>
        </p>
      </PageIntro>
      <div className={section}>
        <div className={container}>
          <div className={`${contentCss.prose} ${css.body}`}>
            <Paragraphs text={texts.intro()} />
            <nav className={css.toc} aria-labelledby="article-toc">
              <h2 id="article-toc" className={css.tocTitle}>
                {LL.blogPage.inThisArticle()}
              </h2>
              <ol className={css.tocList}>
                {article.items.map((key, index) => (
                  <li key={key}>
                    <a href={`#item-${index + 1}`}>{texts.items[key]?.title()}</a>
                  </li>
                ))}
                {sections.map(({ key, texts: sectionTexts }) => (
                  <li key={key}>
                    <a href={`#${key}`}>{sectionTexts?.title()}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <h2 id="article-list">{texts.listTitle()}</h2>
            <ol className={css.items}>
              {article.items.map((key, index) => (
                <li key={key} id={`item-${index + 1}`} className={css.item} data-article-item="">
                  <h3 className={css.itemTitle}>
                    <span className={css.itemNumber}>{index + 1}</span>
                    <span>{texts.items[key]?.title()}</span>
                  </h3>
                  <Paragraphs text={texts.items[key]?.body() ?? ''} />
                </li>
              ))}
            </ol>
            {sections.map(({ key, texts: sectionTexts }) => (
              <section key={key} id={key} className={css.item} aria-labelledby={`${key}-title`}>
                <h2 id={`${key}-title`}>{sectionTexts?.title()}</h2>
                <Paragraphs text={sectionTexts?.body() ?? ''} />
              </section>
            ))}
            <h2>{texts.conclusionTitle()}</h2>
            <Paragraphs text={texts.conclusion()} />
            <DemoCta headingId="article-cta" />
            <a className={css.back} href={href('/blog')}>
              {LL.blogPage.backToBlog()}
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
