import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { container, lead as leadClass, pageHeader } from '../../theme/ui.css';
import * as css from './content.css';

export interface Crumb {
  label: string;
  /** Locale-free path; the last crumb (the current page) has none. */
  path?: string;
}

export interface PageIntroProps {
  /** Crumbs after the home page, ending with the current page. */
  trail: readonly Crumb[];
  title: string;
  lead?: string;
  /** Small label above the title (a category). */
  eyebrow?: string;
  children?: ReactNode;
}

/** The header of a content page: breadcrumbs, the page's only <h1>, its lead and extras. */
export function PageIntro({ trail, title, lead, eyebrow, children }: PageIntroProps) {
  const { LL } = useI18nContext();
  const href = useHref();
  const crumbs: Crumb[] = [{ label: LL.nav.home(), path: '/' }, ...trail];
  return (
    <header className={pageHeader}>
      <div className={container}>
        <nav className={css.breadcrumbs} aria-label={LL.content.breadcrumbLabel()}>
          <ol className={css.breadcrumbList}>
            {crumbs.map((crumb) => (
              <li key={crumb.label} className={css.breadcrumbItem}>
                {crumb.path === undefined ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : (
                  <a href={href(crumb.path)}>{crumb.label}</a>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {eyebrow ? <p className={css.eyebrow}>{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className={leadClass}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
