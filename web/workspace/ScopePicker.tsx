/**
 * The scope of an operations page: one property or all of them (`?property=<id>`, absent or
 * `all` = every property). A GET form with a native select, so it works before and without
 * JavaScript; `keep` carries the page's other parameters (a date, a range) along.
 */
import { useI18nContext } from '../i18n/i18n-react';
import { useBootstrap } from '../bootstrap-context';
import { trpc } from '../trpc/react';
import { propertyParam } from './WorkspaceShell';
import { button } from '../theme/ui.css';
import * as stays from './stays/stays.css';
import * as css from './operations.css';

/** The property id of `?property=` when the host owns it; undefined = all properties. */
export function useScope(): { propertyId: number | undefined; properties: { id: number; name: string; currency: string }[] } {
  const { search } = useBootstrap();
  const properties = trpc.host.properties.list.useQuery().data ?? [];
  const wanted = propertyParam(search);
  return { propertyId: properties.some((property) => property.id === wanted) ? wanted : undefined, properties };
}

export function ScopePicker({ action, keep = {}, children }: { action: string; keep?: Record<string, string>; children?: React.ReactNode }) {
  const { LL } = useI18nContext();
  const { propertyId, properties } = useScope();
  return (
    <form method="get" action={action} className={css.scope}>
      <div className={css.scopeField}>
        <label htmlFor="operations-scope" className={stays.label}>
          {LL.operations.scope.label()}
        </label>
        <select id="operations-scope" name="property" className={stays.select} defaultValue={propertyId === undefined ? 'all' : String(propertyId)}>
          <option value="all">{LL.operations.scope.all()}</option>
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {property.name}
            </option>
          ))}
        </select>
      </div>
      {children}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={button.secondary}>
        {LL.operations.scope.show()}
      </button>
    </form>
  );
}
