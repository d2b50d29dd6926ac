import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { LOCALES, LOCALE_TAGS, LOCALE_COOKIE, localizePath, type Locale } from '../../shared/locales';
import * as css from './layout.css';

/** Remembers an explicit language choice for a year (read by the edge for the language hint). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Goes to the same page (and query) in another language. */
export function LanguageSwitcher() {
  const { LL } = useI18nContext();
  const { locale, path, search } = useBootstrap();
  return (
    <MenuTrigger>
      <Button className={css.langButton} aria-label={LL.language.button({ name: LOCALE_TAGS[locale].name })}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a13.9 13.9 0 0 1 1.9 4h-3.8A13.9 13.9 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.6 16.6 0 0 0 0 4Zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8Zm4 12a13.9 13.9 0 0 1-1.9-4h3.8A13.9 13.9 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.6 16.6 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4Z" />
        </svg>
        <span lang={LOCALE_TAGS[locale].lang}>{locale.toUpperCase()}</span>
      </Button>
      <Popover className={css.popover} placement="bottom end">
        <Menu className={css.menu} aria-label={LL.language.label()} onAction={(key) => rememberLocale(key as Locale)}>
          {LOCALES.map((target) => (
            <MenuItem
              key={target}
              id={target}
              className={css.menuItem}
              href={localizePath(path, target) + search}
              hrefLang={LOCALE_TAGS[target].hreflang}
              lang={LOCALE_TAGS[target].lang}
              aria-current={target === locale ? 'true' : undefined}
            >
              {LOCALE_TAGS[target].name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
