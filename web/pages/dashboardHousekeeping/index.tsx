/**
 * /dashboard/governanca: the housekeeping board. Every unit of one property or all of them
 * (`?property=`) on a day (`?date=`, default today in each property's zone): its occupancy and
 * cleaning status, and one tap to mark it clean, inspected or out of order for today
 * (host.housekeeping.*). Cards, not a table: usable on a 360 px phone.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam } from '../../workspace/WorkspaceShell';
import { ScopePicker, useScope } from '../../workspace/ScopePicker';
import { trpc } from '../../trpc/react';
import * as stays from '../../workspace/stays/stays.css';
import * as css from '../../workspace/operations.css';
import { dateOf } from '../../workspace/params';
import type { HousekeepingStatus, HousekeepingUnit } from '../../../shared/host/operations';
import type { HeadInfo, HeadInput, PageProps } from '../types';

const dateParam = (search: string) => dateOf(new URLSearchParams(search).get('date')) ?? undefined;

const listInput = (propertyId: number, date: string | undefined) => (date === undefined ? { propertyId } : { propertyId, date });

export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const properties = await api.host.properties.list.fetch();
  const wanted = propertyParam(search);
  const scope = properties.filter((property) => wanted === undefined || !properties.some((p) => p.id === wanted) || property.id === wanted);
  await Promise.all(scope.map((property) => api.host.housekeeping.list.fetch(listInput(property.id, dateParam(search)))));
  return { noindex: true };
}

export default function HousekeepingPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="housekeeping" title={LL.meta.dashboardHousekeeping.title()}>
      <Housekeeping />
    </WorkspaceShell>
  );
}

function Housekeeping() {
  const { LL } = useI18nContext();
  const { search } = useBootstrap();
  const href = useHref();
  const { propertyId, properties } = useScope();
  const date = dateParam(search);
  const [message, setMessage] = useState('');
  const scope = properties.filter((property) => propertyId === undefined || property.id === propertyId);
  return (
    <div className={stays.stack}>
      <ScopePicker action={href('/dashboard/governanca')}>
        <div className={css.scopeField}>
          <label htmlFor="housekeeping-date" className={stays.label}>
            {LL.operations.housekeeping.date()}
          </label>
          <input id="housekeeping-date" type="date" name="date" className={stays.input} defaultValue={date ?? ''} />
        </div>
      </ScopePicker>
      <p role="status" className={stays.notice}>
        {message}
      </p>
      {scope.map((property) => (
        <PropertyBoard key={property.id} propertyId={property.id} name={property.name} date={date} onMessage={setMessage} />
      ))}
    </div>
  );
}

function PropertyBoard({ propertyId, name, date, onMessage }: { propertyId: number; name: string; date: string | undefined; onMessage: (text: string) => void }) {
  const { LL } = useI18nContext();
  const units = trpc.host.housekeeping.list.useQuery(listInput(propertyId, date));
  const headingId = `housekeeping-${propertyId}`;
  return (
    <section className={stays.section} aria-labelledby={headingId} data-testid={`housekeeping-${propertyId}`}>
      <h2 id={headingId} className={stays.subTitle}>
        {name}
      </h2>
      {units.isError && <p role="alert">{LL.workspace.common.loadError()}</p>}
      {units.data && units.data.length === 0 && <p>{LL.operations.housekeeping.empty()}</p>}
      {units.data && units.data.length > 0 && (
        <ul className={css.units} aria-label={LL.operations.housekeeping.caption()}>
          {units.data.map((unit) => (
            <UnitCard key={unit.unitId} unit={unit} propertyId={propertyId} date={date} onMessage={onMessage} />
          ))}
        </ul>
      )}
    </section>
  );
}

const MARKS = ['clean', 'inspected', 'out_of_order'] as const satisfies readonly HousekeepingStatus[];

function UnitCard({ unit, propertyId, date, onMessage }: { unit: HousekeepingUnit; propertyId: number; date: string | undefined; onMessage: (text: string) => void }) {
  const { LL } = useI18nContext();
  const t = LL.operations.housekeeping;
  const utils = trpc.useUtils();
  const set = trpc.host.housekeeping.set.useMutation();

  async function mark(status: HousekeepingStatus) {
    onMessage('');
    try {
      await set.mutateAsync({ unitId: unit.unitId, status });
      onMessage(t.saved({ unit: unit.unitName, status: t.statuses[status]() }));
      await utils.host.housekeeping.list.invalidate(listInput(propertyId, date));
    } catch (error) {
      const code = (error as { data?: { code?: string } }).data?.code;
      onMessage(code === 'CONFLICT' ? t.conflict({ unit: unit.unitName }) : t.failed());
    }
  }

  return (
    <li className={css.unit} data-unit={unit.unitId} data-status={unit.status}>
      <div className={css.unitHead}>
        <h3 className={css.unitName}>{unit.unitName}</h3>
        <span className={css.badge.neutral}>
          <span className={stays.label}>{t.occupancy()}: </span>
          {t.occupancies[unit.occupancy]()}
        </span>
      </div>
      <p className={css.definition}>
        {t.status()}: <span className={css.badge[unit.status]}>{t.statuses[unit.status]()}</span>
      </p>
      <div className={css.actions} role="group" aria-label={`${unit.unitName}: ${t.actions()}`}>
        {MARKS.map((status) => (
          <Button
            key={status}
            className={css.smallButton}
            aria-label={t.markLabel({ unit: unit.unitName, status: t.mark[status]() })}
            aria-pressed={unit.status === status}
            isDisabled={set.isPending}
            onPress={() => void mark(status)}
          >
            {t.mark[status]()}
          </Button>
        ))}
      </div>
    </li>
  );
}
