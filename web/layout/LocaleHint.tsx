import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { LOCALE_TAGS, localizePath } from '../../shared/locales';
import { rememberLocale } from './LanguageSwitcher';
import * as css from './layout.css';

/**
 * Offers the visitor's browser language when it differs from the page's. Never redirects:
 * search engines must see Portuguese at the root. Dismissing remembers the current language.
 */
export function LocaleHint() {
  const { LL } = useI18nContext();
  const { suggestedLocale, locale, path, search } = useBootstrap();
  const [open, setOpen] = useState(true);
  if (!suggestedLocale || !open) return null;
  const target = LOCALE_TAGS[suggestedLocale];
  return (
    <aside className={css.hint} aria-label={LL.language.label()}>
      <div className={css.hintInner}>
        <span>{LL.language.hint({ name: target.name })}</span>
        <a href={localizePath(path, suggestedLocale) + search} hrefLang={target.hreflang} onClick={() => rememberLocale(suggestedLocale)}>
          {LL.language.hintAction({ name: target.name })}
        </a>
        <Button
          className={css.hintButton}
          onPress={() => {
            rememberLocale(locale);
            setOpen(false);
          }}
        >
          {LL.language.dismiss()}
        </Button>
      </div>
    </aside>
  );
}
