import { useEffect, useRef, useState } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { LOCALES, LOCALE_TAGS, LOCALE_COOKIE, localizePath, type Locale } from '../../shared/locales';
import { ONE_YEAR_SECONDS, writeCookie } from '../browser-cookie';
import * as css from './layout.css';

/** Remembers an explicit language choice for a year (read by the edge for the language hint). */
export function rememberLocale(locale: Locale) {
  writeCookie(LOCALE_COOKIE, locale, ONE_YEAR_SECONDS);
}

/**
 * Goes to the same page (and query) in another language. A disclosure of plain links (the
 * WAI pattern for navigation menus): light to ship, and every option is a real link.
 * Escape or a click elsewhere closes it; Escape gives focus back to the button.
 */
export function LanguageSwitcher() {
  const { LL } = useI18nContext();
  const { locale, path, search } = useBootstrap();
  const [open, setOpen] = useState(false);
  // The visible code starts the accessible name ("PT, Idioma: Português"): WCAG 2.5.3 Label in
  // Name, so a speech-input user can say what they see.
  const code = locale.toUpperCase();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={css.langRoot}>
      <Disclosure isExpanded={open} onExpandedChange={setOpen}>
        <Button ref={buttonRef} slot="trigger" className={css.langButton} aria-label={`${code}, ${LL.language.button({ name: LOCALE_TAGS[locale].name })}`}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a13.9 13.9 0 0 1 1.9 4h-3.8A13.9 13.9 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.6 16.6 0 0 0 0 4Zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8Zm4 12a13.9 13.9 0 0 1-1.9-4h3.8A13.9 13.9 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.6 16.6 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4Z" />
          </svg>
          <span>{code}</span>
        </Button>
        <DisclosurePanel className={css.popover}>
          <ul className={css.menu} aria-label={LL.language.label()}>
            {LOCALES.map((target) => (
              <li key={target}>
                <a
                  className={css.menuItem}
                  href={localizePath(path, target) + search}
                  hrefLang={LOCALE_TAGS[target].hreflang}
                  lang={LOCALE_TAGS[target].lang}
                  aria-current={target === locale ? 'true' : undefined}
                  onClick={() => rememberLocale(target)}
                >
                  {LOCALE_TAGS[target].name}
                </a>
              </li>
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </div>
  );
}
