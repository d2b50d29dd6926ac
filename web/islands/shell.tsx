import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { I18nContextType } from 'typesafe-i18n/react';
import { I18nContext } from '../i18n/i18n-react';
import { i18nObject } from '../i18n/i18n-util';
import type { Locales, TranslationFunctions, Translations } from '../i18n/i18n-types';
import { BootstrapProvider } from '../bootstrap-context';
import { LOCALE_TAGS, type Locale } from '../../shared/locales';
import type { Bootstrap } from '../../shared/bootstrap';

type I18nValue = I18nContextType<Locales, Translations, TranslationFunctions>;

// No page switches language in place (a language is a URL): setLocale is never called.
const keepLocale = () => undefined;

/** The server's translators, one per locale for the isolate's life (worker/ssr/render.tsx). */
export type ServerTranslators = (locale: Locale) => TranslationFunctions;

const ServerTranslatorsContext = createContext<ServerTranslators | null>(null);

/** Set by the server around a page (and, by Island, around each island's own render). */
export const ServerTranslatorsProvider = ServerTranslatorsContext.Provider;

export function useServerTranslators(): ServerTranslators | null {
  return useContext(ServerTranslatorsContext);
}

/**
 * What typesafe-i18n's provider gives (locale, LL). On the server, the shared translator of the
 * locale: a page and its islands (one root each) do not build one per render. In the browser,
 * one per root, built from the dictionaries loaded before it hydrates.
 */
function useI18nValue(locale: Locale): I18nValue {
  const server = useServerTranslators();
  const [value] = useState<I18nValue>(() => ({ locale, LL: server ? server(locale) : i18nObject(locale), setLocale: keepLocale }));
  return value;
}

function AfterHydration({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}

/**
 * The providers every React root needs: the whole page's (App) and each island's. An island's
 * root is rendered by the server inside the page and hydrated by the browser on its own, and
 * both sides render it through this shell, so their trees (and react-aria's ids) match.
 * `onHydrated` runs once the root has committed in the browser (never on the server).
 */
export function Shell({ bootstrap, onHydrated, children }: { bootstrap: Bootstrap; onHydrated?: () => void; children: ReactNode }) {
  const i18n = useI18nValue(bootstrap.locale);
  return (
    <I18nContext.Provider value={i18n}>
      <I18nProvider locale={LOCALE_TAGS[bootstrap.locale].lang}>
        <BootstrapProvider value={bootstrap}>
          {children}
          <AfterHydration run={onHydrated} />
        </BootstrapProvider>
      </I18nProvider>
    </I18nContext.Provider>
  );
}
