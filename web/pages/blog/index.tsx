import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { PageIntro } from '../../components/content/PageIntro';
import { ARTICLES, type ArticleCategory } from '../../components/content/articles';
import { breadcrumbTrail } from '../../components/content/head';
import * as contentCss from '../../components/content/content.css';
import { formatDate } from '../../../shared/format';
import { routeById } from '../../../shared/routes';
import { card, container, section, visuallyHidden } from '../../theme/ui.css';
import type { HeadInfo, HeadInput } from '../types';
import * as css from './blog.css';

/** A small cover drawn per category: a colour and a motif, so cards differ without photos. */
const COVERS: Record<ArticleCategory, { color: string; path: string }> = {
  conversao: { color: '#0b4f8a', path: 'M40 90 80 60l30 20 50-40' },
  airbnb: { color: '#b42318', path: 'M100 30c-14 22-40 52-40 66a40 40 0 0 0 80 0c0-14-26-44-40-66Z' },
  booking: { color: '#083b68', path: 'M60 30h50a20 20 0 0 1 0 40H60Zm0 40h56a20 20 0 0 1 0 40H60Z' },
  gestao: { color: '#0f6b5c', path: 'M50 110V70m30 40V50m30 60V80m30 30V40' },
  reservasDiretas: { color: '#5b3a99', path: 'M50 50h100v60H50Zm0 0 50 35 50-35' },
};

function Cover({ category }: { category: ArticleCategory }) {
  const { color, path } = COVERS[category];
  return (
    <svg className={css.cover} width="400" height="140" viewBox="0 0 400 140" aria-hidden="true" focusable="false">
      <rect width="400" height="140" fill={color} />
      <circle cx="360" cy="10" r="70" fill="#ffffff" opacity="0.08" />
      <circle cx="30" cy="150" r="50" fill="#ffffff" opacity="0.06" />
      <path d={path} transform="translate(100 0)" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" opacity="0.9" />
    </svg>
  );
}

/** /blog: the five articles with category, title, description and link, and a demo call to action. */
export default function BlogPage() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const href = useHref();
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.blog.title() }]} title={LL.blogPage.title()} lead={LL.blogPage.lead()} />
      <section className={section} aria-labelledby="blog-list">
        <div className={container}>
          <h2 id="blog-list" className={visuallyHidden}>
            {LL.blogPage.listTitle()}
          </h2>
          <ul className={css.list}>
            {ARTICLES.map((article) => {
              const path = href(routeById(article.routeId).path);
              const title = LL.meta[article.routeId].title();
              return (
                <li key={article.slug}>
                  <article className={`${card} ${css.post}`}>
                    <Cover category={article.category} />
                    <p className={contentCss.eyebrow}>
                      <span className={visuallyHidden}>{LL.blogPage.categoryLabel()}: </span>
                      {LL.blogPage.categories[article.category]()}
                    </p>
                    <h3 className={css.postTitle}>
                      <a className={css.postLink} href={path}>
                        {title}
                      </a>
                    </h3>
                    <p className={css.date}>
                      <time dateTime={article.datePublished}>{formatDate(article.datePublished, locale)}</time>
                    </p>
                    <p>{LL.meta[article.routeId].description()}</p>
                    <p className={css.more}>
                      <a href={path}>
                        {LL.blogPage.readMore()}
                        <span className={visuallyHidden}>{LL.blogPage.readMoreAbout({ title })}</span>
                      </a>
                    </p>
                  </article>
                </li>
              );
            })}
          </ul>
          <section className={contentCss.ctaBox} aria-labelledby="blog-cta">
            <h2 id="blog-cta" className={contentCss.ctaTitle}>
              {LL.blogPage.ctaTitle()}
            </h2>
            <p className={contentCss.ctaText}>{LL.blogPage.ctaText()}</p>
            <a className={contentCss.ctaButton} href={href('/demo')}>
              {LL.blogPage.ctaButton()}
            </a>
          </section>
        </div>
      </section>
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['blog'])] };
}
