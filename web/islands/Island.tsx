import { createContext, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { useBootstrap } from '../bootstrap-context';
import { Shell, ServerTranslatorsProvider, useServerTranslators } from './shell';
import { resolvedIsland, type IslandName, type IslandProps } from './registry';
import { contents } from './island.css';

/** When the browser hydrates an island (./boot.ts). */
export type HydrateWhen = 'load' | 'visible' | 'interaction';

/** Renders a React tree to HTML with its own id prefix (react-dom/server's renderToString). */
export type RenderIsland = (node: ReactNode, identifierPrefix: string) => string;

const RendererContext = createContext<RenderIsland | null>(null);

/**
 * Set by the server on pages that hydrate as islands. Without it (pages that hydrate whole, and
 * in the browser) an island is just its component, rendered in place.
 */
export const IslandRenderer = RendererContext.Provider;

/** Whether this page hydrates as islands (true only on the server, for such pages). */
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
   * The component `ISLANDS[name]` loads in the browser. Needed where the island may render in
   * place (on pages that hydrate whole); without it the server uses its preloaded copy.
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
  if (!Component) throw new Error(`island ${name}: no component (pass one, or render it on an islands page)`);
  if (!render) return <Component {...(props as object)} {...slots} />;
  const prefix = `${name}${id.replace(/[^A-Za-z0-9]/g, '')}-`;
  const html = render(
    <ServerTranslatorsProvider value={translators}>
      <Shell bootstrap={bootstrap}>
        <Component {...(props as object)} {...slots} />
      </Shell>
    </ServerTranslatorsProvider>,
    prefix,
  );
  const attributes: IslandAttributes = { 'data-island': name, 'data-when': when, 'data-prefix': prefix, 'data-props': JSON.stringify(props) };
  return <div className={contents} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
