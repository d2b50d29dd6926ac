import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import TypesafeI18n from '../i18n/i18n-react';
import { BootstrapProvider } from '../bootstrap-context';
import { LOCALE_TAGS } from '../../shared/locales';
import type { Bootstrap } from '../../shared/bootstrap';

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
  return (
    <TypesafeI18n locale={bootstrap.locale}>
      <I18nProvider locale={LOCALE_TAGS[bootstrap.locale].lang}>
        <BootstrapProvider value={bootstrap}>
          {children}
          <AfterHydration run={onHydrated} />
        </BootstrapProvider>
      </I18nProvider>
    </TypesafeI18n>
  );
}
