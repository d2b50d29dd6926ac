/**
 * A date in a workspace page's GET form (the history's "De" / "Até"), written the way the page's
 * language writes dates (dd/mm/aaaa in pt, es and it; mm/dd/yyyy in en) whatever the browser's own
 * language: a native date input shows the browser's format (the walk of issue 40 saw
 * "mm/dd/yyyy" on the pt history page). React Aria's DateField, in the page's locale, sends the
 * ISO date in a hidden input of the same name, so the server reads it as before. Without
 * JavaScript the native input takes its place (the form still works).
 */
import { useState } from 'react';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useI18nContext } from '../i18n/i18n-react';
import { LOCALE_TAGS } from '../../shared/locales';
import { useHydrated } from '../pages/properties/marketplace/hydration';
import { jsOnly, noJsOnly } from '../pages/properties/marketplace/noscript.css';
import * as css from './date-filter.css';

export interface DateFilterProps {
  /** The form field's name (the ISO date, yyyy-mm-dd). */
  name: string;
  label: string;
  /** The ISO date the page was asked with, if any. */
  initial?: string;
  /** An id for the native fallback's label (tests and the label's `for`). */
  id: string;
}

function parsed(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export function DateFilter({ name, label, initial, id }: DateFilterProps) {
  const { locale } = useI18nContext();
  const hydrated = useHydrated();
  const [value, setValue] = useState<CalendarDate | null>(() => parsed(initial));
  return (
    <div className={css.field}>
      <I18nProvider locale={LOCALE_TAGS[locale].lang}>
        {/* Before hydration the native input is the form's field (no two fields of one name). */}
        <DateField className={`${css.field} ${jsOnly}`} name={hydrated ? name : undefined} value={value} onChange={setValue} granularity="day" data-testid={`date-filter-${name}`}>
          <Label className={css.label}>{label}</Label>
          <DateInput className={css.input}>{(segment) => <DateSegment segment={segment} className={css.segment} />}</DateInput>
        </DateField>
      </I18nProvider>
      {!hydrated && (
        <span className={`${css.field} ${noJsOnly}`}>
          <label htmlFor={id} className={css.label}>
            {label}
          </label>
          <input id={id} name={name} type="date" className={css.native} defaultValue={initial ?? ''} />
        </span>
      )}
    </div>
  );
}
