import { useI18nContext } from '../i18n/i18n-react';
import { useHref } from '../bootstrap-context';
import { FOOTER_COLUMNS } from './nav';
import { Island } from '../islands/Island';
import newsletter from './newsletter.island';
import * as css from './layout.css';

export function Footer() {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <footer className={css.footer} aria-label={LL.footer.label()}>
      <div className={css.footerInner}>
        <div className={css.footerGrid}>
          <div>
            <p className={css.footerTitle}>{LL.brand()}</p>
            <p>{LL.footer.tagline()}</p>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title(LL)} aria-label={column.title(LL)}>
              <h2 className={css.footerTitle}>{column.title(LL)}</h2>
              <ul className={css.footerList}>
                {column.links.map((link) => (
                  <li key={link.path}>
                    <a href={href(link.path)}>{link.label(LL)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {/* Its code loads when used (islands pages) or after the page's (pages hydrating whole). */}
          <Island of={newsletter} props={{}} />
        </div>
        <p className={css.footerBottom}>{LL.footer.copyright({ year: String(new Date().getUTCFullYear()) })}</p>
      </div>
    </footer>
  );
}
