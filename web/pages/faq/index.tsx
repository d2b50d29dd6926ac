import { useI18nContext } from '../../i18n/i18n-react';
import { i18nObject } from '../../i18n/i18n-util';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { Accordion } from '../../components/Accordion';
import { PageIntro } from '../../components/content/PageIntro';
import { breadcrumbTrail } from '../../components/content/head';
import * as contentCss from '../../components/content/content.css';
import { faqPage } from '../../seo/jsonld';
import { button, container, section } from '../../theme/ui.css';
import type { HeadInfo, HeadInput } from '../types';
import { faqSections, faqValues } from './questions';
import * as css from './faq.css';

/** /faq: six categories of questions, each opening and closing on its own. */
export default function FaqPage() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const href = useHref();
  const sections = faqSections(LL, faqValues(locale));
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.faq.title() }]} title={LL.faqPage.title()} lead={LL.faqPage.lead()}>
        <nav aria-label={LL.faqPage.categoriesLabel()}>
          <ul className={css.jumpList}>
            {sections.map((category) => (
              <li key={category.id}>
                <a className={css.jumpLink} href={`#${category.id}`}>
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <div className={section}>
        <div className={container}>
          <div className={css.categories}>
            {sections.map((category) => (
              <section key={category.id} id={category.id} className={css.category} aria-labelledby={`${category.id}-title`}>
                <h2 id={`${category.id}-title`}>{category.title}</h2>
                <Accordion
                  allowsMultipleExpanded
                  headingLevel={3}
                  items={category.items.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
                />
              </section>
            ))}
          </div>
          <section className={css.closing} aria-labelledby="faq-more">
            <h2 id="faq-more">{LL.faqPage.moreTitle()}</h2>
            <p>{LL.faqPage.moreText()}</p>
            <div className={contentCss.actions}>
              <a className={button.primary} href={href('/contato')}>
                {LL.faqPage.contactButton()}
              </a>
              <a className={button.secondary} href={href('/')}>
                {LL.faqPage.homeButton()}
              </a>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  const LL = i18nObject(input.locale);
  const questions = faqSections(LL, faqValues(input.locale)).flatMap((category) => category.items);
  return {
    jsonLd: [breadcrumbTrail(input, ['faq']), faqPage(questions.map(({ question, answer }) => ({ question, answer })))],
  };
}
