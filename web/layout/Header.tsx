import { useEffect, useRef, useState } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap, useHref } from '../bootstrap-context';
import { HEADER_LINKS } from './nav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './Logo';
import { button } from '../theme/ui.css';
import * as css from './layout.css';

export function Header() {
  const { LL } = useI18nContext();
  const { path, user } = useBootstrap();
  const href = useHref();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the mobile menu and gives focus back to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const accountPath = user ? '/dashboard' : '/login';
  const accountLabel = user ? LL.nav.dashboard() : LL.nav.login();
  const links = HEADER_LINKS.map((link) => (
    <li key={link.path}>
      <a className={css.navLink} href={href(link.path)} aria-current={link.path === path ? 'page' : undefined}>
        {link.label(LL)}
      </a>
    </li>
  ));

  return (
    <header className={css.header}>
      <Disclosure isExpanded={menuOpen} onExpandedChange={setMenuOpen}>
        <div className={css.headerInner}>
          <a className={css.logo} href={href('/')} aria-label={LL.homeLink()}>
            <LogoMark />
            <span aria-hidden="true">{LL.brand()}</span>
          </a>
          <nav className={css.desktopNav} aria-label={LL.nav.label()}>
            <ul className={css.navList}>{links}</ul>
          </nav>
          <div className={css.headerActions}>
            <LanguageSwitcher />
            <a className={`${button.primary} ${css.loginLink}`} href={href(accountPath)}>
              {accountLabel}
            </a>
            <Button ref={toggleRef} slot="trigger" className={`${button.ghost} ${css.menuToggle}`} aria-label={LL.nav.menu()}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {menuOpen ? (
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                )}
              </svg>
              <span className={css.menuLabel}>{LL.nav.menu()}</span>
            </Button>
          </div>
        </div>
        <DisclosurePanel className={css.mobilePanel}>
          <nav aria-label={LL.nav.label()}>
            <ul className={css.mobileList}>
              {links}
              <li>
                <a href={href(accountPath)}>{accountLabel}</a>
              </li>
            </ul>
          </nav>
        </DisclosurePanel>
      </Disclosure>
    </header>
  );
}
