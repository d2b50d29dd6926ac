import type { ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap, useHref } from '../bootstrap-context';
import { TrpcProvider, trpc } from '../trpc/react';
import type { PageHelpers } from '../../worker/trpc/ssr';
import { DemoBanner } from './DemoBanner';
import { SECTION_PERMISSIONS, roleMay, type Role } from '../../shared/team/permissions';
import { MemberMenu } from './MemberMenu';
import { ALL_PROPERTIES, ScopePicker, scopeQuery } from './ScopePicker';
import { idOf } from './params';
import { LogoMark } from '../layout/Logo';
import { button, visuallyHidden } from '../theme/ui.css';
import * as css from './shell.css';

/** The workspace sections, in nav order: locale-free paths and their label keys. */
export const WORKSPACE_SECTIONS = [
  { key: 'overview', path: '/dashboard' },
  { key: 'calendar', path: '/dashboard/calendario' },
  { key: 'frontDesk', path: '/dashboard/recepcao' },
  { key: 'housekeeping', path: '/dashboard/governanca' },
  { key: 'reservations', path: '/dashboard/reservas' },
  { key: 'inbox', path: '/dashboard/conversas' },
  { key: 'rates', path: '/dashboard/tarifas' },
  { key: 'plans', path: '/dashboard/planos' },
  { key: 'guests', path: '/dashboard/hospedes' },
  { key: 'reviews', path: '/dashboard/avaliacoes' },
  { key: 'properties', path: '/dashboard/propriedades' },
  { key: 'site', path: '/dashboard/site' },
  { key: 'reports', path: '/dashboard/relatorios' },
  { key: 'messages', path: '/dashboard/mensagens' },
  { key: 'channels', path: '/dashboard/canais' },
  { key: 'audit', path: '/dashboard/historico' },
  { key: 'team', path: '/dashboard/equipe' },
  { key: 'account', path: '/dashboard/conta' },
] as const;
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]['key'];

/** Whether `role` may use a workspace section (the page's own procedures check it again). */
export function sectionAllowed(role: Role, section: WorkspaceSection): boolean {
  return roleMay(role, SECTION_PERMISSIONS[section]);
}

/** Where a member lands: the first section their role may use. */
export function landingPath(role: Role): string {
  return WORKSPACE_SECTIONS.find((item) => sectionAllowed(role, item.key))?.path ?? '/dashboard/conta';
}

/** `?property=<id>` of a query string; undefined when absent or not an id (the page without that filter). */
export function propertyParam(search: string): number | undefined {
  return idOf(new URLSearchParams(search).get('property')) ?? undefined;
}

/** The `:id` of a workspace URL as an id, else null (a 404). */
export function idParam(params: Record<string, string>): number | null {
  return idOf(params.id);
}

/** Server side (resolveHead): the data every workspace page shows in its shell. */
export async function prefetchShell(api: PageHelpers): Promise<void> {
  // The nav's unread count (issue 44) beside the list: one level of round trips. A role that
  // may not read the inbox gets FORBIDDEN here, and the nav shows no count.
  await Promise.all([api.host.properties.list.fetch(), api.host.inbox.unread.fetch().catch(() => undefined)]);
}

/**
 * On the server, for a page that works on one property: prefetches the shell and answers the
 * property useCurrentProperty will pick (`?property=` when reachable, else the first), or null.
 */
export async function prefetchCurrentProperty(api: PageHelpers, search: string) {
  const properties = await api.host.properties.list.fetch();
  const wanted = propertyParam(search);
  return properties.find((property) => property.id === wanted) ?? properties[0] ?? null;
}

/**
 * On the server (issue 40): whether the caller's role on the page's property includes the page's
 * section. A page's resolveHead asks before it fetches anything else, and answers NO_ACCESS (the
 * shell's "no access" panel, status 403) instead of running queries the role may not run.
 */
export function mayOpen(property: { role?: Role } | null | undefined, section: WorkspaceSection): boolean {
  return sectionAllowed(property?.role ?? 'owner', section);
}
export const NO_ACCESS = { status: 403, noindex: true } as const;

/**
 * The property a page works on: `?property=` when the host owns it, else their first
 * property, else null (a host with no property yet).
 */
export function useCurrentProperty() {
  const { search } = useBootstrap();
  const properties = trpc.host.properties.list.useQuery();
  const wanted = propertyParam(search);
  const list = properties.data ?? [];
  const current = list.find((property) => property.id === wanted) ?? list[0] ?? null;
  return { current, properties: list, isLoading: properties.isLoading };
}

/**
 * The caller's role on a property, from the shell's list (already loaded): `owner` for one's own.
 * Pages hide what the role may not use with it (issue 40); the server refuses it all the same.
 */
export function useRoleOn(propertyId: number | undefined): Role {
  const properties = trpc.host.properties.list.useQuery();
  return properties.data?.find((property) => property.id === propertyId)?.role ?? 'owner';
}

interface ShellProps {
  section: WorkspaceSection;
  title: string;
  /** The page works on one property (the app bar's picker then has no "all properties"). */
  picker?: boolean;
  /** Extra controls beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Frame of every page under /dashboard: the app bar (mark, property scope, search, the member's
 * menu), the section nav and the page's title, inside the tRPC provider so the page's queries
 * hydrate from the server. No marketing header or footer around it (web/layout/Layout.tsx).
 */
export function WorkspaceShell(props: ShellProps) {
  return (
    <TrpcProvider>
      <ShellFrame {...props} />
    </TrpcProvider>
  );
}

/** The current query string without the scope and what only one page means (search, paging): what the scope picker keeps. */
function keptParams(search: string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) if (!['property', 'q', 'page'].includes(name)) kept[name] = value;
  return kept;
}

function ShellFrame({ section, title, picker, actions, children }: ShellProps) {
  const { LL } = useI18nContext();
  const { path, search } = useBootstrap();
  const href = useHref();
  const scope = scopeQuery(search);
  // The section links carry the scope from page to page.
  const sectionHref = (to: string) => `${href(to)}${scope ? `?property=${scope}` : ''}`;
  const current = WORKSPACE_SECTIONS.find((item) => item.key === section);
  const { current: property } = useCurrentProperty();
  // The role on the property the page works on (owner when it is one's own, or none yet).
  const role: Role = property?.role ?? 'owner';
  // Hiding is never the protection: every procedure checks the role again on the server.
  const allowed = sectionAllowed(role, section);
  const unread = trpc.host.inbox.unread.useQuery(undefined, { enabled: sectionAllowed(role, 'inbox'), retry: false }).data?.threads ?? 0;
  const links = (
    <>
      {WORKSPACE_SECTIONS.filter((item) => sectionAllowed(role, item.key)).map((item) => (
        <li key={item.key}>
          <a className={css.navLink} href={sectionHref(item.path)} aria-current={item.key === section ? 'page' : undefined}>
            {LL.workspace.nav[item.key]()}
            {item.key === 'inbox' && unread > 0 && (
              <>
                <span className={css.navBadge} aria-hidden="true" data-testid="inbox-unread">
                  {unread}
                </span>
                <span className={visuallyHidden}> ({LL.workspace.nav.inboxUnread({ count: unread })})</span>
              </>
            )}
          </a>
        </li>
      ))}
    </>
  );
  return (
    <>
      <header className={css.appBar}>
        <div className={css.appBarInner}>
          <a className={css.mark} href={sectionHref('/dashboard')} aria-label={LL.workspace.bar.home()}>
            <LogoMark size={28} />
            <span aria-hidden="true" className={css.markText}>
              {LL.brand()}
            </span>
          </a>
          <ScopePicker variant="bar" action={href(path)} keep={keptParams(search)} allowAll={!picker} />
          <SearchForm place="bar" />
          <MemberMenu />
          {/* A phone (issue 40): one row; the search and the section links behind a native disclosure (opens without JavaScript). */}
          <details className={css.phoneNav}>
            <summary className={css.phoneNavToggle}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className={visuallyHidden}>
                {LL.workspace.bar.sections()}
                {current && <>: {LL.workspace.nav[current.key]()}</>}
              </span>
            </summary>
            <div className={css.phoneNavPanel}>
              <SearchForm place="menu" />
              <nav aria-label={LL.workspace.nav.label()}>
                <ul className={css.phoneNavList}>{links}</ul>
              </nav>
            </div>
          </details>
        </div>
      </header>
      <div className={css.layout}>
        <nav className={css.nav} aria-label={LL.workspace.nav.label()}>
          <ul className={css.navList}>{links}</ul>
        </nav>
        <main id="conteudo" className={css.main} tabIndex={-1}>
          <DemoBanner />
          <div className={css.header}>
            <h1 className={css.title}>{title}</h1>
            {/* A page's own controls ("Nova propriedade"…) only for a role that may use the page (issue 40). */}
            {allowed && actions}
          </div>
          {allowed ? children : <NoAccess role={role} />}
        </main>
      </div>
    </>
  );
}

/** What a member sees on a section their role does not include (the page's data is not fetched). */
function NoAccess({ role }: { role: Role }) {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <section className={css.noAccess} aria-labelledby="no-access-title" data-testid="no-access">
      <h2 id="no-access-title">{LL.workspace.noAccess.title()}</h2>
      <p>{LL.workspace.noAccess.body({ role: LL.workspace.roles[role]() })}</p>
      <p>
        <a href={href(landingPath(role))}>{LL.workspace.noAccess.back()}</a>
      </p>
    </section>
  );
}

/**
 * A reservation code or a guest's name: a GET form to the reservations list (`?q=`), which opens
 * the reservation itself when the code matches one exactly. Works without JavaScript.
 */
function SearchForm({ place }: { place: 'bar' | 'menu' }) {
  const { LL } = useI18nContext();
  const { search } = useBootstrap();
  const href = useHref();
  const scope = scopeQuery(search);
  // In the bar on a desktop, in the sections' disclosure on a phone: one of them is displayed (so one is in the accessibility tree).
  return (
    <form method="get" action={href('/dashboard/reservas')} role="search" className={place === 'bar' ? css.search : css.menuSearch}>
      {/* A plain search box: React Aria's TextField added ~4.5 KB to every workspace page for nothing it needs. */}
      <div className={css.searchField}>
        <input name="q" type="search" className={css.searchInput} aria-label={LL.workspace.bar.search()} placeholder={LL.workspace.bar.search()} maxLength={120} />
      </div>
      {scope && scope !== ALL_PROPERTIES && <input type="hidden" name="property" value={scope} />}
      <button type="submit" className={`${button.secondary} ${css.barButton}`}>
        {LL.workspace.bar.searchSubmit()}
      </button>
    </form>
  );
}
