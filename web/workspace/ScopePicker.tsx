/**
 * The scope of a workspace page: one property or all of them (`?property=<id>`; `all` or absent =
 * every property on the pages that show several, the host's first on the pages that work on one).
 * One component: the app bar's picker (a GET form with a native select, so it works before and
 * without JavaScript) and, on the operations pages, the page's own form (a date, a range) that
 * carries the scope along as a hidden field.
 */
import type { ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { trpc } from '../trpc/react';
import { propertyParam } from './WorkspaceShell';
import { button, visuallyHidden } from '../theme/ui.css';
import * as stays from './stays/stays.css';
import * as css from './operations.css';
import * as shell from './shell.css';

/** The value of `?property=` that means every property. */
export const ALL_PROPERTIES = 'all';

/** The property id of `?property=` when the host owns it; undefined = all properties. */
export function useScope(): { propertyId: number | undefined; properties: { id: number; name: string; currency: string; ownerEmail?: string }[] } {
  const { search } = useBootstrap();
  const properties = trpc.host.properties.list.useQuery().data ?? [];
  const wanted = propertyParam(search);
  return { propertyId: properties.some((property) => property.id === wanted) ? wanted : undefined, properties };
}

/**
 * `?property=` as the page's links carry it from page to page (an id or `all`), or undefined
 * when the URL has none.
 */
export function scopeQuery(search: string): string | undefined {
  const raw = new URLSearchParams(search).get('property');
  if (raw === ALL_PROPERTIES) return ALL_PROPERTIES;
  const id = propertyParam(search);
  return id === undefined ? undefined : String(id);
}

export interface ScopePickerProps {
  action: string;
  /** The page's other parameters to carry along (a date, a range). */
  keep?: Record<string, string>;
  /** A page's own fields (operations pages): the form then carries the scope as a hidden field. */
  children?: ReactNode;
  /** 'bar': the app bar's select. 'page' (default): a page's own form, without a select of its own. */
  variant?: 'bar' | 'page';
  /** Whether "all properties" is a choice (pages that show several at once); else the host's first is the default. */
  allowAll?: boolean;
}

export function ScopePicker({ action, keep = {}, children, variant = 'page', allowAll = true }: ScopePickerProps) {
  const { LL } = useI18nContext();
  const { propertyId, properties } = useScope();
  const hidden = Object.entries(keep).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  if (variant === 'page') {
    if (!children) return null;
    return (
      <form method="get" action={action} className={css.scope}>
        {children}
        <input type="hidden" name="property" value={propertyId === undefined ? ALL_PROPERTIES : String(propertyId)} />
        {hidden}
        <button type="submit" className={button.secondary}>
          {LL.workspace.property.show()}
        </button>
      </form>
    );
  }
  if (properties.length === 0) return null;
  const value = propertyId !== undefined ? String(propertyId) : allowAll ? ALL_PROPERTIES : String(properties[0]!.id);
  // A property shared with the member (issue 26) says whose it is.
  const optionText = (property: (typeof properties)[number]) => (property.ownerEmail ? `${property.name} (${LL.workspace.whose({ owner: property.ownerEmail })})` : property.name);
  const chosen = properties.find((property) => String(property.id) === value);
  return (
    <form method="get" action={action} className={shell.scope} data-testid="scope-picker">
      <label htmlFor="workspace-scope" className={visuallyHidden}>
        {LL.workspace.property.label()}
      </label>
      {/* A name too long for a phone ends in an ellipsis (shell.css.ts): the whole of it is the title and in the list. */}
      <select id="workspace-scope" name="property" className={`${stays.select} ${shell.scopeSelect}`} defaultValue={value} title={chosen ? optionText(chosen) : LL.workspace.property.all()}>
        {allowAll && <option value={ALL_PROPERTIES}>{LL.workspace.property.all()}</option>}
        {properties.map((property) => (
          <option key={property.id} value={property.id}>
            {optionText(property)}
          </option>
        ))}
      </select>
      {hidden}
      <button type="submit" className={`${button.secondary} ${shell.barButton}`}>
        {LL.workspace.property.show()}
      </button>
    </form>
  );
}
