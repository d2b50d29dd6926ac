import { Suspense, useEffect, type ComponentType } from 'react';
import { I18nProvider } from 'react-aria-components';
import TypesafeI18n from './i18n/i18n-react';
import { BootstrapProvider } from './bootstrap-context';
import { Layout } from './layout/Layout';
import { LOCALE_TAGS } from '../shared/locales';
import type { Bootstrap } from '../shared/bootstrap';
import type { PageProps } from './pages/types';
import './theme/theme.css';

/**
 * Marks the document once the page itself has hydrated (its effect runs when the page's
 * Suspense boundary does): tests wait for it, and CSS may use it.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export interface AppProps {
  bootstrap: Bootstrap;
  Page: ComponentType<PageProps>;
}

/**
 * The whole React tree, identical on the server and in the browser. The page's dictionaries
 * and code are loaded before this renders (on both sides), so nothing suspends.
 */
export function App({ bootstrap, Page }: AppProps) {
  return (
    <TypesafeI18n locale={bootstrap.locale}>
      <I18nProvider locale={LOCALE_TAGS[bootstrap.locale].lang}>
        <BootstrapProvider value={bootstrap}>
          <Layout>
            {/* The server renders the page in place; in the browser it hydrates on its own
                once its code has loaded (see entry-client.tsx). */}
            <Suspense fallback={null}>
              <Page params={bootstrap.params} />
              <HydratedMark />
            </Suspense>
          </Layout>
        </BootstrapProvider>
      </I18nProvider>
    </TypesafeI18n>
  );
}
