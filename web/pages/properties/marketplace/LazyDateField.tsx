import { useId, useState, type ComponentType } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatDate } from '../../../../shared/format';
import { useHydrated } from './hydration';
import { CalendarIcon } from './Stars';
import { noJsOnly, jsOnly } from './noscript.css';
import * as css from './datepicker.css';
import type { Locale } from '../../../../shared/locales';
import { notOnServer } from '../../../browser-only';

export interface DateFieldProps {
  label: string;
  /** ISO calendar date or null (unset). */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest date that can be chosen: an ISO date, or 'today' (in the visitor's time zone). */
  minValue?: string | 'today' | null;
  /** Calendar weeks start on Monday (pt); otherwise the locale decides. */
  firstDayOfWeek?: 'mon';
  isDisabled?: boolean;
  /** Shown while unset. */
  placeholder: string;
  openCalendarLabel: string;
  description?: string;
  /** Name of a native date input that takes over when JavaScript is off (GET forms). */
  fallbackName?: string;
}

type LoadedField = ComponentType<DateFieldProps & { autoOpen: boolean }>;
let loading: Promise<LoadedField> | null = null;
/** The react-aria DatePicker and Calendar are heavy: fetched on first intent, once. */
function loadField(): Promise<LoadedField> {
  loading ??= (import.meta.env.SSR ? notOnServer('DatePickerField') : import('./DatePickerField')).then((module) => module.DatePickerField);
  return loading;
}

/**
 * A date field whose react-aria DatePicker (segments + calendar popover) loads on first use.
 * Until then it is a button that looks the same and shows the chosen date; hovering or
 * focusing it starts the download, pressing it swaps in the real picker with its calendar open.
 */
export function LazyDateField(props: DateFieldProps) {
  const { locale } = useI18nContext();
  const hydrated = useHydrated();
  const [Field, setField] = useState<LoadedField | null>(null);
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();

  if (Field) return <Field {...props} autoOpen />;

  const activate = () => {
    loadField()
      .then((loaded) => setField(() => loaded))
      .catch((error: unknown) => console.error('Date picker failed to load', error));
  };
  const prefetch = () => void loadField().catch(() => undefined);
  const { label, value, isDisabled, placeholder, fallbackName } = props;

  return (
    <div className={css.field}>
      <span id={labelId} className={css.label}>
        {label}
      </span>
      <button
        type="button"
        className={`${css.staticButton} ${jsOnly}`}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-describedby={props.description ? descriptionId : undefined}
        disabled={isDisabled}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={activate}
      >
        <span id={valueId} className={value ? undefined : css.placeholderText}>
          {value ? formatDate(value, locale as Locale, 'medium') : placeholder}
        </span>
        <CalendarIcon />
      </button>
      {props.description && (
        <span id={descriptionId} className={`${css.description} ${jsOnly}`}>
          {props.description}
        </span>
      )}
      {fallbackName && !hydrated && (
        <input
          aria-labelledby={labelId}
          className={`${css.nativeInput} ${noJsOnly}`}
          type="date"
          name={fallbackName}
          defaultValue={value ?? ''}
          min={props.minValue && props.minValue !== 'today' ? props.minValue : undefined}
        />
      )}
    </div>
  );
}
