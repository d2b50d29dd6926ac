import { Suspense, useEffect, type ComponentType } from 'react';
import { Shell } from './islands/shell';
import { Layout } from './layout/Layout';
import type { Bootstrap } from '../shared/bootstrap';
import type { PageProps } from './pages/types';
import './theme/theme.css';

/**
 * Marks the document once the page itself has hydrated (its effect runs when the page's
 * Suspense boundary does): tests wait for it, and CSS may use it. Pages that hydrate as
 * islands are marked by the islands' boot script instead (web/islands/boot.ts).
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
 * The whole React tree. Pages that hydrate whole render it identically on the server and in
 * the browser; the page's dictionaries and code are loaded before this renders (on both
 * sides), so nothing suspends. Islands pages render it on the server only.
 */
export function App({ bootstrap, Page }: AppProps) {
  return (
    <Shell bootstrap={bootstrap}>
      <Layout>
        {/* The server renders the page in place; in the browser it hydrates on its own
            once its code has loaded (see entry-client.tsx). */}
        <Suspense fallback={null}>
          <Page params={bootstrap.params} />
          <HydratedMark />
        </Suspense>
      </Layout>
    </Shell>
  );
}
