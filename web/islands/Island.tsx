import { createContext, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { useBootstrap } from '../bootstrap-context';
import { Shell, ServerTranslatorsProvider, useServerTranslators } from './shell';
import { resolvedIsland, type IslandName, type IslandProps } from './registry';
import { contents } from './island.css';

/** When the browser hydrates an island (./boot.ts). */
export type HydrateWhen = 'load' | 'visible' | 'interaction';

/**
 * Renders an island's React tree to HTML with its own id prefix (react-dom/server's
 * renderToString). `island` names it and gives its props as JSON: with the page's own data,
 * all an island's HTML depends on, so the server may reuse what it rendered before
 * (worker/ssr/island-html.ts).
 */
export type RenderIsland = (node: ReactNode, identifierPrefix: string, island: { name: IslandName; props: string }) => string;

const RendererContext = createContext<RenderIsland | null>(null);

/**
 * Set by the server around every page (worker/ssr/render.tsx). Without it (inside an island's
 * own root, and in the browser) an island is just its component, rendered in place.
 */
export const IslandRenderer = RendererContext.Provider;

/** Whether islands here become roots of their own (on the server, outside any island's root). */
export function useIslandPage(): boolean {
  return useContext(RendererContext) !== null;
}

export interface IslandAttributes {
  'data-island': string;
  'data-when': HydrateWhen;
  'data-prefix': string;
  'data-props': string;
}

export interface IslandOptions<N extends IslandName> {
  name: N;
  /**
   * The component `ISLANDS[name]` loads in the browser. Without it the server uses its
   * preloaded copy (preloadIslands), so the page's module need not import the island's code.
   */
  component?: ComponentType<IslandProps<N>>;
  /** Travel in the HTML as JSON: the browser hydrates with the same. */
  props: IslandProps<N>;
  /**
   * Server-only props (static content such as an accordion's answers): rendered into the HTML,
   * never serialised; the component keeps their HTML in the browser (ServerHtml).
   */
  slots?: Partial<IslandProps<N>>;
  when?: HydrateWhen;
}

/**
 * An interactive part of a page. On an islands page the server renders it as a root of its
 * own (own id prefix, same Shell as the browser's) inside a `display: contents` wrapper that
 * tells the browser which island it is, its props and when to hydrate it; the rest of the page
 * ships no component JavaScript. `component` must be the one `ISLANDS[name]` loads.
 */
export function Island<N extends IslandName>({ name, component, props, slots, when = 'interaction' }: IslandOptions<N>) {
  const render = useContext(RendererContext);
  const bootstrap = useBootstrap();
  const translators = useServerTranslators();
  const id = useId();
  const Component = (component ?? resolvedIsland(name)) as ComponentType<object> | undefined;
  if (!Component) throw new Error(`island ${name}: not preloaded (preloadIslands)`);
  if (!render) return <Component {...(props as object)} {...slots} />;
  const prefix = `${name}${id.replace(/[^A-Za-z0-9]/g, '')}-`;
  const json = JSON.stringify(props);
  const html = render(
    <ServerTranslatorsProvider value={translators}>
      <Shell bootstrap={bootstrap}>
        <Component {...(props as object)} {...slots} />
      </Shell>
    </ServerTranslatorsProvider>,
    prefix,
    { name, props: json },
  );
  const attributes: IslandAttributes = { 'data-island': name, 'data-when': when, 'data-prefix': prefix, 'data-props': json };
  return <div className={contents} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
