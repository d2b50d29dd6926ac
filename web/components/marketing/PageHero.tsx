import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { container, lead as leadClass } from '../../theme/ui.css';
import * as css from './marketing.css';

export interface PageHeroProps {
  /** The current page's name in the breadcrumbs. */
  crumb: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** An illustration beside the text on wide screens. */
  visual?: ReactNode;
}

/** The top of a product page: breadcrumbs, the page's only <h1>, its lead, actions and a visual. */
export function PageHero({ crumb, eyebrow, title, lead, actions, visual }: PageHeroProps) {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <header className={css.hero}>
      <div className={container}>
        <nav className={css.breadcrumbs} aria-label={LL.marketing.breadcrumb()}>
          <ol className={css.breadcrumbList}>
            <li className={css.breadcrumbItem}>
              <a href={href('/')}>{LL.nav.home()}</a>
            </li>
            <li className={css.breadcrumbItem}>
              <span aria-current="page">{crumb}</span>
            </li>
          </ol>
        </nav>
        <div className={visual ? css.heroGrid : undefined}>
          <div>
            {eyebrow ? <p className={css.eyebrow}>{eyebrow}</p> : null}
            <h1>{title}</h1>
            {lead ? <p className={leadClass}>{lead}</p> : null}
            {actions ? <div className={css.actions}>{actions}</div> : null}
          </div>
          {visual ? <div className={css.heroVisual}>{visual}</div> : null}
        </div>
      </div>
    </header>
  );
}
