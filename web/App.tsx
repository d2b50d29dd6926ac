import type { ComponentType } from 'react';
import { Shell } from './islands/shell';
import { PageIsland, type PageIslandProps } from './islands/Island';
import { Layout } from './layout/Layout';
import type { Bootstrap } from '../shared/bootstrap';
import type { PageProps } from './pages/types';
import type { Namespaces } from './i18n/i18n-types';
import './theme/theme.css';

export interface AppProps {
  bootstrap: Bootstrap;
  Page: ComponentType<PageProps>;
  /**
   * Set when the page is interactive throughout: one island of its own, hydrated at load, whose
   * code and dictionaries the browser loads from here (web/islands/Island.tsx, PageIsland).
   */
  pageIsland: { chunk: string; namespaces: readonly Namespaces[]; reusable: boolean } | null;
}

/**
 * The whole document body, rendered by the server only (worker/ssr/render.tsx): static HTML
 * with islands, which the browser hydrates one by one (web/islands/boot.ts). A page is either
 * static with islands of its own inside, or one island itself.
 */
export function App({ bootstrap, Page, pageIsland }: AppProps) {
  // A page reads only `params`; the island's other prop (its chunk) is for the browser's loader.
  const AsIsland = Page as ComponentType<PageIslandProps>;
  return (
    <Shell bootstrap={bootstrap}>
      <Layout>{pageIsland ? <PageIsland page={AsIsland} props={{ params: bootstrap.params, chunk: pageIsland.chunk }} namespaces={pageIsland.namespaces} reusable={pageIsland.reusable} /> : <Page params={bootstrap.params} />}</Layout>
    </Shell>
  );
}
