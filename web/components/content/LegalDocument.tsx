import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { formatDate } from '../../../shared/format';
import { container, section } from '../../theme/ui.css';
import { Paragraphs } from './Paragraphs';
import * as css from './content.css';

export interface LegalSection {
  /** Anchor of the section (stable across locales). */
  id: string;
  title: string;
  body: string;
}

/**
 * A legal or policy text: a table of contents beside numbered sections, each with an anchor,
 * and the date of the last revision.
 */
export function LegalDocument({ sections, updated }: { sections: readonly LegalSection[]; updated: string }) {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  return (
    <div className={section}>
      <div className={`${container} ${css.twoColumns}`}>
        <nav className={css.toc} aria-labelledby="legal-toc">
          <h2 id="legal-toc" className={css.tocTitle}>
            {LL.content.onThisPage()}
          </h2>
          <ol className={css.tocList}>
            {sections.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={css.prose}>
          {sections.map((item, index) => (
            <section key={item.id} id={item.id} className={css.legalSection} aria-labelledby={`${item.id}-title`}>
              <h2 id={`${item.id}-title`}>{`${index + 1}. ${item.title}`}</h2>
              <Paragraphs text={item.body} />
            </section>
          ))}
          <p className={css.updated}>{LL.content.updatedOn({ date: formatDate(updated, locale) })}</p>
        </div>
      </div>
    </div>
  );
}
