/**
 * /dashboard/historico (issue 26): a property's audit trail (host.audit.list) with filters by
 * kind of change, by who did it and by days. The filters are a GET form: they work before and
 * without JavaScript, and the lines render on the server.
 */
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { NO_ACCESS, WorkspaceShell, mayOpen, prefetchShell, propertyParam, useCurrentProperty } from '../../workspace/WorkspaceShell';
import { dateOf } from '../../workspace/params';
import { trpc } from '../../trpc/react';
import { button } from '../../theme/ui.css';
import { LOCALE_TAGS } from '../../../shared/locales';
import * as css from './audit.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import { auditSentence, kindLabel } from '../../workspace/audit-sentence';
import { lazyPart } from '../../lazy-part';

// React Aria's DateField is ~20 KB gzip: a chunk of its own, live on first use (the server's HTML
// meanwhile, whose native input sends the date until then).
const DateFilter = lazyPart(() => import('../../workspace/DateFilter').then((module) => module.DateFilter), { hydrate: 'interaction' });

/** Kinds of change the filter offers: the procedures' first word (host.<noun>.<verb>), named for people. */
const ACTIONS = ['reservations', 'rates', 'ratePlans', 'promoCodes', 'addons', 'properties', 'roomTypes', 'units', 'payments', 'blocks', 'guests', 'channels', 'housekeeping', 'messages', 'checkins', 'reviews', 'photos', 'invoices', 'receipts', 'inbox', 'channelManager'] as const;

function filtersOf(search: string) {
  const params = new URLSearchParams(search);
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim() ?? '';
    return value && value.length <= max ? value : undefined;
  };
  const day = (name: string) => dateOf(params.get(name)) ?? undefined;
  const action = text('action', 60);
  return { action: action && (ACTIONS as readonly string[]).includes(action) ? action : undefined, actor: text('actor', 254), from: day('from'), to: day('to') };
}

const clean = <T extends Record<string, unknown>>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const properties = await api.host.properties.list.fetch();
  const current = properties.find((property) => property.id === propertyParam(search)) ?? properties[0];
  if (!mayOpen(current, 'audit')) return NO_ACCESS;
  if (current) await api.host.audit.list.fetch(clean({ propertyId: current.id, ...filtersOf(search) }));
  return { noindex: true };
}

export default function AuditPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="audit" title={LL.meta.dashboardAudit.title()} picker>
      <AuditBody />
    </WorkspaceShell>
  );
}

function AuditBody() {
  const { LL, locale } = useI18nContext();
  const t = LL.team.audit;
  const { search } = useBootstrap();
  const { current, isLoading } = useCurrentProperty();
  const filters = filtersOf(search);
  const lines = trpc.host.audit.list.useQuery(clean({ propertyId: current?.id ?? 0, ...filters }), { enabled: Boolean(current) });
  if (isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!current) return <p>{LL.workspace.property.none()}</p>;
  // In the property's time zone: the same text on the server and in the browser (no hydration mismatch).
  const when = (line: { at: string; timezone: string }) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale].lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: line.timezone }).format(new Date(line.at));
  return (
    <div className={css.stack}>
      <p className={css.lead}>{t.lead()}</p>
      <form method="get" className={css.filters} aria-label={t.apply()}>
        <input type="hidden" name="property" value={current.id} />
        <div className={css.field}>
          <label htmlFor="audit-action">{t.filterAction()}</label>
          <select id="audit-action" name="action" className={css.control} defaultValue={filters.action ?? ''}>
            <option value="">{t.any()}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {kindLabel(LL, action)}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor="audit-actor">{t.filterActor()}</label>
          <input id="audit-actor" name="actor" type="email" className={css.control} defaultValue={filters.actor ?? ''} />
        </div>
        {/* In the page's language's format, not the browser's (issue 40). */}
        <DateFilter id="audit-from" name="from" label={t.from()} initial={filters.from} />
        <DateFilter id="audit-to" name="to" label={t.to()} initial={filters.to} />
        <button type="submit" className={button.secondary}>
          {t.apply()}
        </button>
      </form>
      {lines.isError && <p role="alert">{LL.workspace.common.loadError()}</p>}
      {lines.data && lines.data.length === 0 && <p>{t.none()}</p>}
      {lines.data && lines.data.length > 0 && (
        <table className={css.table} data-testid="audit-lines">
          <thead>
            <tr>
              <th className={css.cell} scope="col">{t.at()}</th>
              <th className={css.cell} scope="col">{t.action()}</th>
            </tr>
          </thead>
          <tbody>
            {lines.data.map((line, index) => (
              <tr key={`${line.at}-${index}`}>
                <td className={css.cell}>{when(line)}</td>
                <td className={css.cell} data-action={line.action} title={line.actorEmail}>
                  {auditSentence(LL, locale, line)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
