/**
 * /dashboard/calendario: the tape chart. Units as rows (grouped by room type), nights as
 * columns, reservations and blocks as bars spanning their nights. An ARIA grid (role grid, one
 * tab stop, roving focus over native buttons (free nights, blocks) and links (stays); the body is
 * plain markup built as one string, see chartBody): arrow keys move cell by cell, Enter on a free night marks the start and then the end
 * of a range (or click, then click / Shift+click), which opens a dialog to create a reservation
 * or a block. Rendered on the server first (host.calendar.get prefetched in resolveHead); a
 * visually hidden list says the same for screen readers.
 */
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { lazyPart } from '../../lazy-part';
import { cellIn, useRovingGrid, type GridRow } from './grid';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam, useCurrentProperty } from '../../workspace/WorkspaceShell';
import { roleMay } from '../../../shared/team/permissions';
import { ALL_PROPERTIES } from '../../workspace/ScopePicker';
import { trpc } from '../../trpc/react';
import { dateParam, intParam, isNotFound } from '../../workspace/stays/issues';
import { button, visuallyHidden } from '../../theme/ui.css';
import * as forms from '../../workspace/stays/stays.css';
import * as css from './calendar.css';
import { RESERVATION_STATUSES } from '../../../shared/host/stay-rules';
import { addDays, daysBetween } from '../../../shared/stay/dates';
import { formatDate } from '../../../shared/format';
import { escapeHtml } from '../../../shared/html';
import { LOCALE_TAGS, type Locale } from '../../../shared/locales';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';
import type { TranslationFunctions } from '../../i18n/i18n-types';

/** Nights fetched per request; a phone shows the first 14 of them. */
const CreateDialog = lazyPart(() => import('./dialogs').then((module) => module.CreateDialog));
const BlockDialog = lazyPart(() => import('./dialogs').then((module) => module.BlockDialog));

const FETCH_DAYS = 31;
const PHONE_DAYS = 14;
const PHONE = 'screen and (max-width: 767.98px)';

type CalendarData = inferRouterOutputs<AppRouter>['host']['calendar']['get'];
type Bar = CalendarData['reservations'][number];
export type BlockBar = CalendarData['blocks'][number];
type Unit = CalendarData['roomTypes'][number]['units'][number];

/** `?property=<id>` or every property (absent or `all`), `?type=` a room type, `?from=` the first night. */
function calendarInput(search: string) {
  const propertyId = propertyParam(search);
  return { ...(propertyId === undefined ? { all: true } : { propertyId }), roomTypeId: intParam(search, 'type'), from: dateParam(search, 'from'), days: FETCH_DAYS };
}

export async function resolveHead({ api, search, firstByte }: HeadInput): Promise<HeadInfo> {
  // Only a named property can be a 404: without one the head leaves at once (issue 29).
  if (propertyParam(search) === undefined) firstByte();
  const shell = prefetchShell(api);
  try {
    // The shell's list and the calendar together: one round trip in sequence, not two.
    await Promise.all([shell, api.host.calendar.get.fetch(calendarInput(search))]);
  } catch (error) {
    await shell;
    // Another host's property (or one that does not exist) is a 404; a host with no property sees the empty state.
    if (isNotFound(error) && propertyParam(search) !== undefined) return { status: 404, noindex: true };
    if (!isNotFound(error)) throw error;
  }
  return { noindex: true };
}

export default function CalendarPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="calendar" title={LL.meta.dashboardCalendar.title()}>
      <Calendar />
    </WorkspaceShell>
  );
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function weekdayOf(night: string, locale: Locale): string {
  const tag = LOCALE_TAGS[locale].lang;
  let format = dayFormatters.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
    dayFormatters.set(tag, format);
  }
  return format.format(new Date(`${night}T00:00:00Z`));
}
/** A night's price, short in its cell ("320") and whole in its label ("R$ 320,00"): each amount formatted once. */
function priceFormats(locale: Locale) {
  const tag = LOCALE_TAGS[locale].lang;
  const short = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const whole = new Map<string, Intl.NumberFormat>();
  const cache = new Map<string, { short: string; whole: string; shortHtml: string; wholeHtml: string }>();
  return (cents: number, currency: string) => {
    const key = `${currency}:${cents}`;
    let found = cache.get(key);
    if (!found) {
      let format = whole.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(tag, { style: 'currency', currency });
        whole.set(currency, format);
      }
      const amounts = { short: short.format(Math.round(cents / 100)), whole: format.format(cents / 100) };
      found = { ...amounts, shortHtml: escapeHtml(amounts.short), wholeHtml: escapeHtml(amounts.whole) };
      cache.set(key, found);
    }
    return found;
  };
}
const withReason = (text: string, reason: string) => (reason ? `${text}: ${reason}` : text);
const isWeekend = (night: string) => [0, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay());

interface Anchor {
  unitId: number;
  night: string;
}

export interface Selection {
  unit: Unit;
  propertyId: number;
  checkIn: string;
  checkOut: string;
}

/** A row's cells: a free night, or a bar over some nights (clipped to what is shown). */
type Segment =
  | { kind: 'free'; start: number; night: string; span: 1; conflict: boolean }
  | { kind: 'stay'; start: number; night: string; span: number; bar: Bar; conflict: boolean }
  | { kind: 'block'; start: number; night: string; span: number; block: BlockBar; conflict: boolean };

function segmentsOf(unitId: number, nights: string[], data: CalendarData): Segment[] {
  const end = addDays(nights[0]!, nights.length);
  const stays = data.reservations.filter((bar) => bar.unitId === unitId);
  const blocks = data.blocks.filter((block) => block.unitId === unitId);
  const conflicts = data.conflicts.filter((conflict) => conflict.unitId === unitId);
  const conflictOn = (from: string, to: string) => conflicts.some((conflict) => conflict.start < to && from < conflict.end);
  const segments: Segment[] = [];
  for (let i = 0; i < nights.length; ) {
    const night = nights[i]!;
    const bar = stays.find((stay) => stay.start <= night && night < stay.end);
    const block = bar ? undefined : blocks.find((item) => item.start <= night && night < item.end);
    const holder = bar ?? block;
    if (holder) {
      const stop = holder.end < end ? holder.end : end;
      const span = Math.max(1, daysBetween(night, stop));
      segments.push(bar ? { kind: 'stay', start: i, night, span, bar, conflict: conflictOn(night, stop) } : { kind: 'block', start: i, night, span, block: block!, conflict: conflictOn(night, stop) });
      i += span;
    } else {
      segments.push({ kind: 'free', start: i, night, span: 1, conflict: conflicts.length > 0 && conflictOn(night, addDays(night, 1)) });
      i += 1;
    }
  }
  return segments;
}

function Calendar() {
  const { LL, locale } = useI18nContext();
  const { search } = useBootstrap();
  const href = useHref();
  const input = calendarInput(search);
  // A host with no property yet (the shell's list, prefetched with the page) has no calendar to ask for.
  const { properties, isLoading: listing } = useCurrentProperty();
  const noProperty = !listing && properties.length === 0;
  const calendar = trpc.host.calendar.get.useQuery(input, { enabled: !noProperty });
  const [visibleDays, setVisibleDays] = useState(FETCH_DAYS);
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [blockOpen, setBlockOpen] = useState<BlockBar | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [created, setCreated] = useState<{ id: number; code: string } | null>(null);

  useEffect(() => {
    const media = window.matchMedia(PHONE);
    const apply = () => setVisibleDays(media.matches ? PHONE_DAYS : FETCH_DAYS);
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, []);

  useEffect(() => {
    if (!anchor) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchor(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [anchor]);

  const data = calendar.data;
  const nights = useMemo(() => (data ? Array.from({ length: Math.min(visibleDays, data.days) }, (_, i) => addDays(data.from, i)) : []), [data, visibleDays]);
  const rows: (GridRow<Segment> & { unit: Unit })[] = useMemo(
    () => (data ? data.roomTypes.flatMap((roomType) => roomType.units.map((unit) => ({ unit, segments: segmentsOf(unit.id, nights, data) }))) : []),
    [data, nights],
  );
  const todayColumn = data ? Math.max(0, Math.min(nights.length - 1, daysBetween(data.from, data.today))) : 0;
  const grid = useRovingGrid(rows, todayColumn);
  const units = useMemo(() => new Map((data?.roomTypes ?? []).flatMap((roomType) => roomType.units.map((unit) => [unit.id, unit] as const))), [data]);
  const propertyOfUnit = useMemo(() => new Map((data?.roomTypes ?? []).flatMap((roomType) => roomType.units.map((unit) => [unit.id, roomType.propertyId] as const))), [data]);
  // Each night's long date once per column, not once per cell (30 units × 31 nights).
  const nightLabels = useMemo(() => new Map(nights.map((night) => [night, formatDate(night, locale, 'long')] as const)), [nights, locale]);

  if (noProperty) return <p role="alert">{LL.tapeChart.noProperty()}</p>;
  if (calendar.isError) return <p role="alert">{calendar.error.data?.code === 'NOT_FOUND' ? LL.tapeChart.noProperty() : LL.workspace.common.loadError()}</p>;
  if (!data) return <p>{LL.workspace.common.loading()}</p>;

  /** A long date, each formatted once per render (the chart's header and the list of stays). */
  const date = cellKit(LL, href, locale, nightLabels).date;
  const short = (night: string) => formatDate(night, locale, 'medium');
  const lastShown = addDays(data.from, nights.length - 1);
  const scope = data.all ? ALL_PROPERTIES : String(data.property.id);
  const roomTypeId = input.roomTypeId !== undefined && data.roomTypeChoices.some((choice) => choice.id === input.roomTypeId) ? input.roomTypeId : undefined;
  const link = (from: string) => {
    const params = new URLSearchParams();
    params.set('property', scope);
    if (roomTypeId !== undefined) params.set('type', String(roomTypeId));
    params.set('from', from);
    return `${href('/dashboard/calendario')}?${params.toString()}`;
  };

  function pick(unit: Unit, night: string) {
    if (anchor && anchor.unitId === unit.id) {
      const [first, last] = anchor.night <= night ? [anchor.night, night] : [night, anchor.night];
      setAnchor(null);
      setCreated(null);
      setSelection({ unit, propertyId: propertyOfUnit.get(unit.id) ?? data!.property.id, checkIn: first, checkOut: addDays(last, 1) });
      return;
    }
    setAnchor({ unitId: unit.id, night });
    setAnnouncement(LL.tapeChart.startHint({ date: date(night), unit: unit.name }));
  }

  const stayCount = data.reservations.length + data.blocks.length;
  return (
    <div className={forms.stack}>
      {/* Folded on a phone (the page starts on the chart), shown on a desktop (calendar.css.ts). */}
      <details className={css.controls} ref={openOnDesktop}>
        <summary className={css.controlsSummary}>{LL.tapeChart.controls()}</summary>
        <p className={css.lead}>{LL.tapeChart.lead()}</p>
        <nav className={css.toolbar} aria-label={LL.tapeChart.nav.label()}>
          <a className={css.navLink} href={link(addDays(data.from, -nights.length))}>
            <span aria-hidden="true">←&nbsp;</span>
            {LL.tapeChart.nav.previous()}
          </a>
          <a className={css.navLink} href={link(data.today)}>
            {LL.tapeChart.nav.today()}
          </a>
          <a className={css.navLink} href={link(addDays(data.from, nights.length))}>
            {LL.tapeChart.nav.next()}
            <span aria-hidden="true">&nbsp;→</span>
          </a>
          <form className={css.dateForm} method="get" action={href('/dashboard/calendario')}>
            <input type="hidden" name="property" value={scope} />
            {roomTypeId !== undefined && <input type="hidden" name="type" value={roomTypeId} />}
            <GoToDate initial={data.from} label={LL.tapeChart.nav.date()} />
            <button type="submit" className={button.secondary}>
              {LL.tapeChart.nav.go()}
            </button>
          </form>
        </nav>
        {data.roomTypeChoices.length > 1 && <RoomTypeFilter data={data} scope={scope} roomTypeId={roomTypeId} />}
      </details>

      {data.conflicts.length > 0 && (
        <p className={css.banner}>
          {LL.tapeChart.conflicts({ count: data.conflicts.length })}{' '}
          {/* The channels page only for a role that may open it (the front desk may not: issue 40). */}
          {roleMay(properties.find((item) => item.id === data.property.id)?.role ?? 'owner', 'channels.read') && (
            <a href={data.all ? href('/dashboard/canais') : `${href('/dashboard/canais')}?property=${data.property.id}`}>{LL.tapeChart.conflictsLink()}</a>
          )}
        </p>
      )}

      <p role="status" className={`${forms.notice} ${css.status}`}>
        {announcement}
        {created && (
          <>
            {' '}
            <a href={href(`/dashboard/reservas/${created.id}`)}>{LL.tapeChart.dialog.openCreated({ code: created.code })}</a>
          </>
        )}
      </p>

      {data.roomTypes.length === 0 ? (
        <p>{LL.tapeChart.noUnits()}</p>
      ) : (
        <div className={css.scroller}>
          <table
            className={css.grid}
            style={{ width: `calc(${css.unitWidth} + ${nights.length} * ${css.nightWidth})` }}
            role="grid"
            aria-label={LL.tapeChart.grid({ property: data.all ? LL.workspace.property.all() : data.property.name, from: date(data.from), to: date(lastShown) })}
            aria-colcount={nights.length + 1}
            data-testid="tape-chart"
          >
            <thead>
              <tr role="row">
                <th role="columnheader" scope="col" className={css.unitColumn}>
                  {LL.tapeChart.unit()}
                </th>
                {nights.map((night) => (
                  <th role="columnheader" scope="col" key={night} className={`${css.nightColumn} ${isWeekend(night) ? css.weekend : ''} ${night === data.today ? css.today : ''}`}>
                    <span aria-hidden="true" className={css.weekday}>
                      {weekdayOf(night, locale)}
                    </span>
                    <span aria-hidden="true" className={css.dayNumber}>
                      {Number(night.slice(8))}
                    </span>
                    <span className={visuallyHidden}>{date(night)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <ChartBody data={data} rows={rows} nights={nights} nightLabels={nightLabels} grid={grid} anchor={anchor} units={units} onPick={pick} onBlock={setBlockOpen} />
          </table>
        </div>
      )}
      <Legend />

      <section className={visuallyHidden} aria-labelledby="stays-list">
        <h2 id="stays-list">{LL.tapeChart.textList.title()}</h2>
        {stayCount === 0 ? (
          <p>{LL.tapeChart.textList.empty()}</p>
        ) : (
          <ul>
            {data.reservations.map((bar) => (
              <li key={`r${bar.id}`}>
                {LL.tapeChart.textList.stay({ unit: units.get(bar.unitId)?.name ?? '', guest: bar.guestName, checkIn: date(bar.checkIn), checkOut: date(bar.checkOut), status: LL.workspace.status[bar.status]() })}
              </li>
            ))}
            {data.blocks.map((block) => (
              <li key={`b${block.id}`}>{LL.tapeChart.textList.block({ unit: units.get(block.unitId)?.name ?? '', start: date(block.checkIn), end: date(block.checkOut) })}</li>
            ))}
          </ul>
        )}
      </section>

      <Suspense fallback={null}>
      {selection && (
        <CreateDialog
          selection={selection}
          propertyId={selection.propertyId}
          onClose={() => setSelection(null)}
          onDone={(message, reservation) => {
            setSelection(null);
            setAnnouncement(message);
            setCreated(reservation);
            // The night that was chosen is now part of a bar: focus goes to that bar (or block), not to the page.
            const unitId = selection.unit.id;
            const night = selection.checkIn;
            window.setTimeout(() => {
              const target = reservation
                ? document.querySelector<HTMLElement>(`[data-reservation="${reservation.id}"]`)
                : document.querySelector<HTMLElement>(`tr[data-unit="${unitId}"] [data-block]`) ?? document.querySelector<HTMLElement>(`[data-unit="${unitId}"][data-night="${night}"]`);
              target?.focus();
            }, 0);
          }}
          short={short}
        />
      )}
      {blockOpen && (
        <BlockDialog
          block={blockOpen}
          label={withReason(LL.tapeChart.blockLabel({ start: short(blockOpen.checkIn), end: short(blockOpen.checkOut) }), blockOpen.reason)}
          onClose={() => setBlockOpen(null)}
          onDone={() => {
            setBlockOpen(null);
            setAnnouncement(LL.tapeChart.blockRemoved());
          }}
        />
      )}
      </Suspense>
    </div>
  );
}

/** Only one room type's units (`?type=`): a GET form, so it filters without JavaScript too. */
function RoomTypeFilter({ data, scope, roomTypeId }: { data: CalendarData; scope: string; roomTypeId: number | undefined }) {
  const { LL } = useI18nContext();
  const href = useHref();
  const names = new Map(data.properties.map((item) => [item.id, item.name] as const));
  return (
    <form className={css.dateForm} method="get" action={href('/dashboard/calendario')} aria-label={LL.tapeChart.filters.label()}>
      <input type="hidden" name="property" value={scope} />
      <input type="hidden" name="from" value={data.from} />
      <div className={forms.field}>
        <label htmlFor="calendar-room-type" className={forms.label}>
          {LL.tapeChart.filters.roomType()}
        </label>
        <select id="calendar-room-type" name="type" className={forms.select} defaultValue={roomTypeId === undefined ? '' : String(roomTypeId)}>
          <option value="">{LL.tapeChart.filters.allTypes()}</option>
          {data.roomTypeChoices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {data.all ? `${names.get(choice.propertyId) ?? ''} · ${choice.name}` : choice.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button.secondary}>
        {LL.tapeChart.filters.show()}
      </button>
    </form>
  );
}

/** A desktop opens the controls' disclosure (its CSS shows them already where ::details-content is known). */
function openOnDesktop(element: HTMLDetailsElement | null) {
  if (element && !element.open && !window.matchMedia(PHONE).matches) element.open = true;
}

/**
 * The first night to show: a native date field in a GET form (react-aria's TextField here put the
 * page past its 150 KB budget once the calendar's dialog shared the front desk's form, issue 40).
 */
function GoToDate({ initial, label }: { initial: string; label: string }) {
  return (
    <div className={forms.field}>
      <label htmlFor="calendar-from" className={forms.label}>
        {label}
      </label>
      <input id="calendar-from" className={forms.input} type="date" name="from" defaultValue={initial} />
    </div>
  );
}

const unitHeaderClass = `${css.cell} ${css.unitCell} ${css.unitColumn}`;

/** What every night cell of one render shares, looked up once instead of once per cell (a month of 30 units is ~930 of them). */
interface CellKit {
  LL: TranslationFunctions;
  href: (path: string) => string;
  /** A long date, each formatted once per render. */
  date: (night: string) => string;
  /** `, Channel conflict`, escaped. */
  conflictText: string;
  /** The conflict mark's HTML. */
  conflictMark: string;
  notForSale: string;
}

function cellKit(LL: TranslationFunctions, href: (path: string) => string, locale: Locale, nightLabels: ReadonlyMap<string, string>): CellKit {
  const dates = new Map(nightLabels);
  const date = (night: string) => {
    let label = dates.get(night);
    if (label === undefined) {
      label = formatDate(night, locale, 'long');
      dates.set(night, label);
    }
    return label;
  };
  const conflict = escapeHtml(LL.tapeChart.conflict());
  return {
    LL,
    href,
    date,
    conflictText: `, ${conflict}`,
    conflictMark: `<span class="${css.conflictMark}" aria-hidden="true" title="${conflict}">!</span>`,
    notForSale: LL.tapeChart.notForSale(),
  };
}

type Price = { short: string; whole: string; shortHtml: string; wholeHtml: string } | null | undefined;

/** Stands for a unit's name in a label made once per night (no name or translation holds it). */
const UNIT_MARK = '\u0000';

/**
 * The chart's body, units' rows and their nights, as plain table markup built as one string
 * (issue 27: a month of 30 units is ~930 cells; through React's server renderer they were most
 * of the page's render). Every text and attribute value goes through escapeHtml. A free night is
 * a native button, a block a native button, a stay a link: Enter and Space click a button, the
 * body's one click handler acts on it, and the grid moves focus with the arrows (roving
 * tabindex, ./grid.tsx). The cells carry no class or role (the table's grid role makes a `td` a
 * gridcell; their styles hang off the grid: ./calendar.css.ts). `first` is the tab stop the
 * page starts with; later moves of the tab stop and the chosen start night are set on the
 * elements themselves (ChartBody), so the string, and the DOM, stay as they are.
 */
function chartBody(data: CalendarData, rows: (GridRow<Segment> & { unit: Unit })[], nights: string[], kit: CellKit, priceOf: (cents: number | null | undefined, currency: string) => Price, first: { row: number; start: number } | null): string {
  const { LL, date } = kit;
  const span = nights.length + 1;
  const names = new Map(data.properties.map((item) => [item.id, item.name] as const));
  const currencies = new Map(data.properties.map((item) => [item.id, item.currency] as const));
  // A free night's label, "Livre: {unit}, noite de {date}", escaped once per night with a mark
  // where the unit's name goes: per cell only the (escaped) name is put in (930 translations and
  // escapes were most of this function's time).
  const freeLabels = new Map<string, string[]>();
  const freeLabel = (night: string, unitHtml: string) => {
    let parts = freeLabels.get(night);
    if (!parts) {
      parts = escapeHtml(LL.tapeChart.free({ unit: UNIT_MARK, date: date(night) })).split(UNIT_MARK);
      freeLabels.set(night, parts);
    }
    return parts.join(unitHtml);
  };
  const notForSale = escapeHtml(kit.notForSale);
  let html = '';
  let row = 0;
  data.roomTypes.forEach((roomType, index) => {
    if (data.all && roomType.propertyId !== data.roomTypes[index - 1]?.propertyId) {
      html += `<tr role="row" data-property="${roomType.propertyId}"><th role="rowheader" scope="row" class="${css.propertyCell}" colspan="${span}"><span class="${css.stickyName}">${escapeHtml(names.get(roomType.propertyId) ?? '')}</span></th></tr>`;
    }
    html += `<tr role="row"><th role="rowheader" scope="row" class="${css.groupCell}" colspan="${span}"><span class="${css.stickyName}">${escapeHtml(LL.tapeChart.roomType({ name: roomType.name, capacity: roomType.capacity }))}</span></th></tr>`;
    const currency = currencies.get(roomType.propertyId) ?? data.property.currency;
    for (const unit of roomType.units) {
      const unitName = escapeHtml(unit.name);
      html += `<tr role="row" data-unit="${unit.id}" data-row="${row}"><th role="rowheader" scope="row" class="${unitHeaderClass}">${unitName}</th>`;
      for (const segment of rows[row]!.segments) {
        const tabIndex = first !== null && first.row === row && first.start === segment.start ? 0 : -1;
        const mark = segment.conflict ? kit.conflictMark : '';
        const conflictText = segment.conflict ? kit.conflictText : '';
        const colSpan = segment.span > 1 ? ` colspan="${segment.span}"` : '';
        if (segment.kind === 'stay') {
          const { bar } = segment;
          const label = LL.tapeChart.bar({ guest: bar.guestName || bar.code, status: LL.workspace.status[bar.status](), checkIn: date(bar.checkIn), checkOut: date(bar.checkOut), source: LL.workspace.source[bar.source]() });
          html += `<td${colSpan}><a class="${css.bar[bar.status]}" tabindex="${tabIndex}" href="${escapeHtml(kit.href(`/dashboard/reservas/${bar.id}`))}" aria-label="${escapeHtml(label)}${conflictText}" data-reservation="${bar.id}">${mark}${bar.checkIn < segment.night ? '<span aria-hidden="true">◂</span>' : ''}${escapeHtml(bar.guestName || bar.code)}</a></td>`;
        } else if (segment.kind === 'block') {
          const { block } = segment;
          const label = withReason(LL.tapeChart.blockLabel({ start: date(block.checkIn), end: date(block.checkOut) }), block.reason);
          const text = block.reason ? LL.tapeChart.blockWithReason({ reason: block.reason }) : LL.tapeChart.block();
          html += `<td${colSpan}><button type="button" class="${css.bar.block}" tabindex="${tabIndex}" aria-label="${escapeHtml(label)}${conflictText}" data-block="${block.id}">${mark}${escapeHtml(text)}</button></td>`;
        } else {
          const price = priceOf(roomType.prices[segment.start], currency);
          const label = `${freeLabel(segment.night, unitName)}, ${price === null ? notForSale : (price?.wholeHtml ?? '')}`;
          html += `<td><button tabindex="${tabIndex}" aria-label="${label}${conflictText}" data-night="${segment.night}" data-unit="${unit.id}">${mark}${price ? `<span>${price.shortHtml}</span>` : ''}</button></td>`;
        }
      }
      html += '</tr>';
      row += 1;
    }
  });
  return html;
}

/** The body of the chart (chartBody's HTML) with the tab stop and the chosen start night set on its elements. */
function ChartBody({
  data,
  rows,
  nights,
  nightLabels,
  grid,
  anchor,
  units,
  onPick,
  onBlock,
}: {
  data: CalendarData;
  rows: (GridRow<Segment> & { unit: Unit })[];
  nights: string[];
  nightLabels: ReadonlyMap<string, string>;
  grid: ReturnType<typeof useRovingGrid<Segment>>;
  anchor: Anchor | null;
  units: ReadonlyMap<number, Unit>;
  onPick: (unit: Unit, night: string) => void;
  onBlock: (block: BlockBar) => void;
}) {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const body = useRef<HTMLTableSectionElement>(null);
  const price = useMemo(() => priceFormats(locale), [locale]);
  const todayColumn = Math.max(0, Math.min(nights.length - 1, daysBetween(data.from, data.today)));
  const first = useMemo(() => {
    const segments = rows[0]?.segments ?? [];
    const segment = segments.find((item) => item.start <= todayColumn && todayColumn < item.start + item.span) ?? segments.at(-1);
    return segment ? { row: 0, start: segment.start } : null;
  }, [rows, todayColumn]);
  // href follows the locale (useHref makes a new function each render).
  const html = useMemo(
    () => chartBody(data, rows, nights, cellKit(LL, href, locale, nightLabels), (cents, currency) => (cents === undefined ? undefined : cents === null ? null : price(cents, currency)), first),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, rows, nights, nightLabels, LL, locale, price, first],
  );

  // The tab stop: the active cell has tabindex 0, every other -1.
  const active = grid.active;
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const target = active ? cellIn(element, active.row, active.start) : null;
    for (const other of Array.from(element.querySelectorAll<HTMLElement>('[tabindex="0"]'))) if (other !== target) other.tabIndex = -1;
    if (target) target.tabIndex = 0;
  }, [html, active?.row, active?.start]);

  // The chosen start night: marked, and its label says so.
  useLayoutEffect(() => {
    const element = body.current;
    const unit = anchor ? units.get(anchor.unitId) : undefined;
    if (!element || !anchor || !unit) return;
    const button = element.querySelector<HTMLElement>(`tr[data-unit="${anchor.unitId}"] button[data-night="${anchor.night}"]`);
    const label = button?.getAttribute('aria-label');
    if (!button || label == null) return;
    const date = nightLabels.get(anchor.night) ?? formatDate(anchor.night, locale, 'long');
    const free = LL.tapeChart.free({ unit: unit.name, date });
    button.setAttribute('aria-label', `${LL.tapeChart.start({ unit: unit.name, date })}${label.slice(free.length)}`);
    button.dataset.anchor = 'true';
    return () => {
      button.setAttribute('aria-label', label);
      delete button.dataset.anchor;
    };
  }, [html, anchor, units, nightLabels, LL, locale]);

  // The buttons have no handlers of their own: the body acts on the one clicked (Enter and Space click a native button).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const night = target.closest<HTMLElement>('button[data-night]');
    if (night) {
      const unit = units.get(Number(night.dataset.unit));
      if (unit && night.dataset.night) onPick(unit, night.dataset.night);
      return;
    }
    const blockId = Number(target.closest<HTMLElement>('button[data-block]')?.dataset.block);
    const block = data.blocks.find((item) => item.id === blockId);
    if (block) onBlock(block);
  };
  return <tbody ref={body} onKeyDown={(event) => grid.onKeyDown(event)} onFocus={(event) => grid.onFocus(event)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Legend() {
  const { LL } = useI18nContext();
  return (
    <div>
      <h2 className={forms.subTitle}>{LL.tapeChart.legend.title()}</h2>
      <ul className={css.legend}>
        {RESERVATION_STATUSES.filter((status) => status !== 'cancelled' && status !== 'no_show').map((status) => (
          <li key={status}>
            <span className={`${css.swatch} ${css.bar[status]}`} aria-hidden="true" />
            {LL.workspace.status[status]()}
          </li>
        ))}
        <li>
          <span className={`${css.swatch} ${css.bar.block}`} aria-hidden="true" />
          {LL.tapeChart.legend.block()}
        </li>
        <li>
          <span className={css.conflictMark} aria-hidden="true">
            !
          </span>{' '}
          {LL.tapeChart.legend.conflict()}
        </li>
      </ul>
    </div>
  );
}

