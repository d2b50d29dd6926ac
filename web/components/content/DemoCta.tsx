import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import * as css from './content.css';

/** The closing call to action of the blog: a free demonstration at /demo. */
export function DemoCta({ headingId }: { headingId: string }) {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <section className={css.ctaBox} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.ctaTitle}>
        {LL.content.demoCtaTitle()}
      </h2>
      <p className={css.ctaText}>{LL.content.demoCtaText()}</p>
      <a className={css.ctaButton} href={href('/demo')}>
        {LL.content.demoCtaButton()}
      </a>
    </section>
  );
}
