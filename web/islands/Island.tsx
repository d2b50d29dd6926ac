import { createContext, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { useBootstrap } from '../bootstrap-context';
import { Shell, ServerTranslatorsProvider, useServerTranslators } from './shell';
import { PAGE_ISLAND } from './collect';
import { contents } from './island.css';
import type { Namespaces } from '../i18n/i18n-types';

/**
 * When the browser hydrates an island (./boot.ts): at load; when in view; on first use; or
 * 'engaged': when in view once the person has used the page at all (scrolled, touched, pressed a
 * key, moved the pointer) — a part a phone shows at the foot of its first screen costs nothing
 * while no one has touched the page, and is live by the time a scroll brings it up.
 */
export type HydrateWhen = 'load' | 'visible' | 'engaged' | 'interaction';

const VisibleMeansEngaged = createContext(false);

/**
 * Around a page (or part) whose islands due "when visible" should wait for the person's first
 * input too ('engaged'): the host's own site's property page (issue 45), whose booking section a
 * phone shows at load under the site's short header.
 */
export const EngagedIslands = ({ children }: { children: ReactNode }) => <VisibleMeansEngaged.Provider value={true}>{children}</VisibleMeansEngaged.Provider>;

/**
 * A sign, seen only by the browser, that an island has work to do at load (it then hydrates at
 * once, whatever its `when`): 'emailLink', an auth email link's code, session or error in the
 * URL (./boot.ts), which only the browser sees when it is in the fragment.
 */
export type DueAtLoad = 'emailLink';

/**
 * An island: an interactive part of a server-rendered page that the browser hydrates on its own
 * (./boot.ts), with just its code and dictionaries. The default export of a `*.island.tsx` file
 * next to its component (./collect.ts); its props must be JSON: they travel in the page's HTML.
 */
export interface IslandDefinition<P> {
  component: ComponentType<P>;
  /** Dictionary namespaces the island reads (the locale's base dictionary always loads). */
  namespaces: readonly Namespaces[];
  due?: DueAtLoad;
  /**
   * Its HTML depends only on its props, the page's bootstrap data and the locale (no clock, no
   * randomness, nothing else read from the request): the server may reuse what it rendered
   * before (worker/ssr/island-html.ts). The property page's date pickers and availability, and
   * the page island, with a host's data, are not.
   */
  reusable: boolean;
}

/** Declares an island: `export default island(Component, { namespaces: ['auth'] })` in a `*.island.tsx` file. */
export function island<P>(component: ComponentType<P>, { namespaces = [], due, reusable = false }: { namespaces?: readonly Namespaces[]; due?: DueAtLoad; reusable?: boolean } = {}): IslandDefinition<P> {
  return { component, namespaces, due, reusable };
}

/**
 * Renders an island's React tree to HTML with its own id prefix (react-dom/server's
 * renderToString). `island` names it and gives its props as JSON: with the page's own data,
 * all an island's HTML depends on, so the server may reuse what it rendered before when the
 * island is `reusable` (worker/ssr/island-html.ts).
 */
export type RenderIsland = (node: ReactNode, identifierPrefix: string, island: { name: string; props: string; reusable: boolean }) => string;

/** What the server gives every page it renders (worker/ssr/render.tsx). */
export interface IslandServer {
  render: RenderIsland;
  /** The id of an island found by the convention (worker/ssr/islands.ts); undefined for any other object. */
  idOf: (definition: object) => string | undefined;
}

const ServerContext = createContext<IslandServer | null>(null);

/**
 * Set by the server around every page (worker/ssr/render.tsx). Without it (inside an island's
 * own root, and in the browser) an island is just its component, rendered in place.
 */
export const IslandRenderer = ServerContext.Provider;

/** Whether islands here become roots of their own (on the server, outside any island's root). */
export function useIslandPage(): boolean {
  return useContext(ServerContext) !== null;
}

export interface IslandAttributes {
  'data-island': string;
  'data-when': HydrateWhen;
  'data-prefix': string;
  'data-props': string;
  /** The island's dictionaries, fetched by the browser beside its code. */
  'data-namespaces'?: string;
  'data-due'?: DueAtLoad;
}

interface RootOptions {
  name: string;
  component: ComponentType<object>;
  props: object;
  slots: object | undefined;
  when: HydrateWhen;
  namespaces: readonly Namespaces[];
  due: DueAtLoad | undefined;
  reusable: boolean;
}

/**
 * On an islands page the server renders an island as a root of its own (own id prefix, same
 * Shell as the browser's) inside a `display: contents` wrapper that tells the browser which
 * island it is, its props, its dictionaries and when to hydrate it; the rest of the page ships
 * no component JavaScript.
 */
function IslandRoot({ server, name, component: Component, props, slots, when, namespaces, due, reusable }: RootOptions & { server: IslandServer }) {
  const bootstrap = useBootstrap();
  const translators = useServerTranslators();
  const id = useId();
  const prefix = `${name}${id.replace(/[^A-Za-z0-9]/g, '')}-`;
  const json = JSON.stringify(props);
  const html = server.render(
    <ServerTranslatorsProvider value={translators}>
      <Shell bootstrap={bootstrap}>
        <Component {...props} {...slots} />
      </Shell>
    </ServerTranslatorsProvider>,
    prefix,
    { name, props: json, reusable },
  );
  const attributes: IslandAttributes = { 'data-island': name, 'data-when': when, 'data-prefix': prefix, 'data-props': json };
  if (namespaces.length > 0) attributes['data-namespaces'] = namespaces.join(',');
  if (due) attributes['data-due'] = due;
  return <div className={contents} {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}

export interface IslandOptions<P> {
  /** The island, as its `*.island.tsx` file exports it. */
  of: IslandDefinition<P>;
  /** Travel in the HTML as JSON: the browser hydrates with the same. */
  props: NoInfer<P>;
  /**
   * Server-only props (static content such as an accordion's answers): rendered into the HTML,
   * never serialised; the component keeps their HTML in the browser (ServerHtml).
   */
  slots?: Partial<NoInfer<P>>;
  when?: HydrateWhen;
}

/**
 * An interactive part of a page: on an islands page, a root of its own that the browser hydrates
 * when it is due (IslandRoot); anywhere else (inside an island, in the browser) its component.
 */
export function Island<P>({ of, props, slots, when: asked = 'interaction' }: IslandOptions<P>) {
  const server = useContext(ServerContext);
  const engaged = useContext(VisibleMeansEngaged);
  const when = asked === 'visible' && engaged ? 'engaged' : asked;
  const Component = of.component as ComponentType<object>;
  if (!server) return <Component {...(props as object)} {...slots} />;
  const name = server.idOf(of);
  if (!name) throw new Error(`an island (${Component.displayName ?? Component.name}) that is not the default export of a *.island.tsx file under web/ (web/islands/collect.ts)`);
  return <IslandRoot server={server} name={name} component={Component} props={props as object} slots={slots} when={when} namespaces={of.namespaces} due={of.due} reusable={of.reusable} />;
}

/** The page island's props: the page's own (web/pages/types.ts, PageProps), and where its code is. */
export interface PageIslandProps {
  params: Record<string, string>;
  /** The page module's URL (its built chunk, as the worker links it). */
  chunk: string;
}

/**
 * A page that is interactive throughout (the host's workspace, a guest's booking) is one island
 * of its own, hydrated at load, inside the same static shell as every page: its header, footer
 * and chat stay islands that load when used. The server names its chunk and dictionaries in the
 * HTML (which preloads them), so the browser needs no table of pages (./hydrate.tsx).
 */
export function PageIsland({ page, props, namespaces, reusable }: { page: ComponentType<PageIslandProps>; props: PageIslandProps; namespaces: readonly Namespaces[]; reusable: boolean }) {
  const server = useContext(ServerContext);
  if (!server) throw new Error('a page island is rendered by the server only');
  return <IslandRoot server={server} name={PAGE_ISLAND} component={page as ComponentType<object>} props={props} slots={undefined} when="load" namespaces={namespaces} due={undefined} reusable={reusable} />;
}
