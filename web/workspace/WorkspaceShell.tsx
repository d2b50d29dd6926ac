import type { ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap, useHref } from '../bootstrap-context';
import { TrpcProvider, trpc } from '../trpc/react';
import type { PageHelpers } from '../../worker/trpc/ssr';
import { DemoBanner } from './DemoBanner';
import { SECTION_PERMISSIONS, roleMay, type Role } from '../../shared/team/permissions';
import * as css from './shell.css';

/** The workspace sections, in nav order: locale-free paths and their label keys. */
export const WORKSPACE_SECTIONS = [
  { key: 'overview', path: '/dashboard' },
  { key: 'calendar', path: '/dashboard/calendario' },
  { key: 'frontDesk', path: '/dashboard/recepcao' },
  { key: 'housekeeping', path: '/dashboard/governanca' },
  { key: 'reservations', path: '/dashboard/reservas' },
  { key: 'rates', path: '/dashboard/tarifas' },
  { key: 'guests', path: '/dashboard/hospedes' },
  { key: 'properties', path: '/dashboard/propriedades' },
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

/** `?property=<id>` of a query string; undefined when absent or not a positive integer. */
export function propertyParam(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('property'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The `:id` of a workspace URL as a positive 32-bit integer (D1's ids), else null (a 404). */
export function idParam(params: Record<string, string>): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/** Server side (resolveHead): the data every workspace page shows in its shell. */
export async function prefetchShell(api: PageHelpers): Promise<void> {
  await api.host.properties.list.fetch();
}

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

interface ShellProps {
  section: WorkspaceSection;
  title: string;
  /** Show the property picker (pages that work on one property). */
  picker?: boolean;
  /** Extra controls beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Frame of every page under /dashboard: the section nav, the page title and (optionally) the
 * property picker, inside the tRPC provider so the page's queries hydrate from the server.
 */
export function WorkspaceShell(props: ShellProps) {
  return (
    <TrpcProvider>
      <ShellFrame {...props} />
    </TrpcProvider>
  );
}

function ShellFrame({ section, title, picker, actions, children }: ShellProps) {
  const { LL } = useI18nContext();
  const href = useHref();
  const { current } = useCurrentProperty();
  // The role on the property the page works on (owner when it is one's own, or none yet).
  const role: Role = current?.role ?? 'owner';
  // Hiding is never the protection: every procedure checks the role again on the server.
  const allowed = sectionAllowed(role, section);
  return (
    <div className={css.layout}>
      <nav className={css.nav} aria-label={LL.workspace.nav.label()}>
        <ul className={css.navList}>
          {WORKSPACE_SECTIONS.filter((item) => sectionAllowed(role, item.key)).map((item) => (
            <li key={item.key}>
              <a className={css.navLink} href={href(item.path)} aria-current={item.key === section ? 'page' : undefined}>
                {LL.workspace.nav[item.key]()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.main}>
        <DemoBanner />
        <div className={css.header}>
          <h1 className={css.title}>{title}</h1>
          {picker && <PropertyPicker />}
          {actions}
        </div>
        {allowed ? children : <NoAccess role={role} />}
      </div>
    </div>
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
 * Switches the page to another property: a GET form (`?property=`), so it works before and
 * without JavaScript, with a native select (no listbox code shipped for one choice).
 */
function PropertyPicker() {
  const { LL } = useI18nContext();
  const { current, properties } = useCurrentProperty();
  if (properties.length < 2) return null;
  return (
    <form method="get" className={css.picker}>
      <label htmlFor="workspace-property">{LL.workspace.property.label()}</label>
      <div className={css.pickerRow}>
        <select id="workspace-property" name="property" className={css.pickerSelect} defaultValue={current?.id}>
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {'ownerEmail' in property && property.ownerEmail ? `${property.name} (${LL.workspace.whose({ owner: property.ownerEmail })})` : property.name}
            </option>
          ))}
        </select>
        <button type="submit" className={css.pickerButton}>
          {LL.workspace.property.show()}
        </button>
      </div>
    </form>
  );
}
