import type { ComponentType } from 'react';
import { Shell } from './islands/shell';
import { Island } from './islands/Island';
import { Layout } from './layout/Layout';
import type { Bootstrap } from '../shared/bootstrap';
import type { PageProps } from './pages/types';
import './theme/theme.css';

export interface AppProps {
  bootstrap: Bootstrap;
  Page: ComponentType<PageProps>;
  /** The page is interactive throughout: one island of its own, hydrated at load (web/islands/registry.ts). */
  pageIsland: boolean;
}

/**
 * The whole document body, rendered by the server only (worker/ssr/render.tsx): static HTML
 * with islands, which the browser hydrates one by one (web/islands/boot.ts). A page is either
 * static with islands of its own inside, or one island itself.
 */
export function App({ bootstrap, Page, pageIsland }: AppProps) {
  return (
    <Shell bootstrap={bootstrap}>
      <Layout>{pageIsland ? <Island name="page" component={Page} props={{ params: bootstrap.params }} when="load" /> : <Page params={bootstrap.params} />}</Layout>
    </Shell>
  );
}
