/**
 * The online check-in's fields (issue 28), one fieldset per guest of the stay and the trip, as
 * plain inputs named like booking.checkin.submit's input (`guests.0.document.number`, …): the
 * guest's form (/reserva/:token/check-in, which works without JavaScript) and the host's desk
 * form on the reservation page render the same fields. `values` is what was typed (a draft or a
 * refused post), shown before what is stored; `errors` maps a field to its error code.
 */
import { useI18nContext } from '../i18n/i18n-react';
import { LOCALE_TAGS, type Locale } from '../../shared/locales';
import { COUNTRY_CODES, DOCUMENT_TYPES, TRANSPORTS, TRIP_PURPOSES } from '../../shared/journey/checkin';
import type { CheckinGuestView } from '../../worker/journey/checkin';
import * as css from '../pages/bookingCheckin/checkin.css';

/** A guest as stored (booking.checkin.get, host.checkins.get): the number itself is never sent back. */
export type StoredGuest = Omit<CheckinGuestView, 'minor' | 'fnrh'>;

export interface CheckinFieldsProps {
  expectedGuests: number;
  guests: readonly StoredGuest[];
  purpose: string | null;
  transport: string | null;
  arrivalTime: string;
  /** The main guest's name and email from the booking, offered until the check-in is saved. */
  guestName: string;
  guestEmail: string;
  values: Readonly<Record<string, string>>;
  errors: ReadonlyMap<string, string>;
  /** Prefix of the controls' ids (two forms on one page stay apart). */
  idPrefix?: string;
}

export function CheckinFields({ expectedGuests, guests: storedGuests, purpose, transport, arrivalTime, guestName, guestEmail, values, errors, idPrefix = 'f' }: CheckinFieldsProps) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const t = LL.journey.checkin;
  const regionNames = new Intl.DisplayNames([LOCALE_TAGS[loc].lang], { type: 'region' });
  const listId = idPrefix === 'f' ? 'countries' : `${idPrefix}-countries`;
  const errorText = (field: string) => {
    const code = errors.get(field);
    if (!code) return null;
    const known = t.errors[code as keyof typeof t.errors];
    return known ? known() : t.errors.invalid();
  };
  const valueOf = (name: string, fallback: string | number | null | undefined) => values[name] ?? (fallback === null || fallback === undefined ? '' : String(fallback));

  const text = (name: string, label: string, fallback: string | null | undefined, options: { type?: string; required?: boolean; autoComplete?: string; list?: string; hint?: string; maxLength?: number } = {}) => {
    const id = `${idPrefix}-${name.replace(/\./g, '-')}`;
    const message = errorText(name);
    const described = [options.hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={css.field}>
        <label className={css.label} htmlFor={id}>
          {label}
        </label>
        <input
          className={css.control}
          id={id}
          name={name}
          type={options.type ?? 'text'}
          defaultValue={valueOf(name, fallback)}
          required={options.required}
          autoComplete={options.autoComplete ?? 'off'}
          list={options.list}
          maxLength={options.maxLength}
          aria-invalid={message ? true : undefined}
          aria-describedby={described || undefined}
        />
        {options.hint && (
          <p className={css.hint} id={`${id}-hint`}>
            {options.hint}
          </p>
        )}
        {message && (
          <p className={css.error} id={`${id}-error`}>
            {message}
          </p>
        )}
      </div>
    );
  };

  const select = (name: string, label: string, value: string, choices: readonly { value: string; label: string }[]) => {
    const id = `${idPrefix}-${name.replace(/\./g, '-')}`;
    const message = errorText(name);
    return (
      <div className={css.field}>
        <label className={css.label} htmlFor={id}>
          {label}
        </label>
        <select className={css.control} id={id} name={name} defaultValue={values[name] ?? value} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {message && (
          <p className={css.error} id={`${id}-error`}>
            {message}
          </p>
        )}
      </div>
    );
  };

  const positions = Array.from({ length: expectedGuests }, (_, i) => i);
  const responsibleChoices = [{ value: '', label: t.responsibleNone() }, ...positions.map((j) => ({ value: String(j), label: t.guest({ n: j + 1 }) }))];
  return (
    <>
      <datalist id={listId}>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code} label={regionNames.of(code) ?? code} />
        ))}
      </datalist>
      {positions.map((i) => {
        const g = storedGuests[i];
        const at = `guests.${i}`;
        return (
          <fieldset key={i} className={css.fieldset} data-guest={i}>
            <legend className={css.legend}>{i === 0 ? t.mainGuest() : t.guest({ n: i + 1 })}</legend>
            {text(`${at}.fullName`, t.fullName(), g?.fullName ?? (i === 0 ? guestName : ''), { required: true, autoComplete: i === 0 ? 'name' : 'off', maxLength: 120 })}
            {text(`${at}.birthDate`, t.birthDate(), g?.birthDate, { type: 'date', required: true })}
            {text(`${at}.nationality`, t.nationality(), g?.nationality ?? (loc === 'pt' ? 'BR' : ''), { required: true, list: listId, hint: t.countryHint(), maxLength: 2 })}
            {select(`${at}.document.type`, t.documentType(), g?.document.type ?? (loc === 'pt' ? 'cpf' : 'passport'), DOCUMENT_TYPES.map((type) => ({ value: type, label: t.docTypes[type]() })))}
            {text(`${at}.document.number`, t.documentNumber(), '', { required: true, maxLength: 30, hint: g ? t.documentStored({ hint: g.document.hint }) : undefined })}
            {text(`${at}.document.country`, t.documentCountry(), g?.document.country ?? (loc === 'pt' ? 'BR' : ''), { required: true, list: listId, maxLength: 2 })}
            {i === 0 && (
              <>
                {text(`${at}.email`, t.email(), g?.email ?? guestEmail, { type: 'email', autoComplete: 'email' })}
                {text(`${at}.phone`, t.phone(), g?.phone, { type: 'tel', required: true, autoComplete: 'tel' })}
                {text(`${at}.address`, t.address(), g?.address, { required: true, autoComplete: 'street-address', maxLength: 300 })}
              </>
            )}
            {i > 0 && select(`${at}.responsibleIndex`, t.responsible(), g?.responsibleIndex === null || g?.responsibleIndex === undefined ? '' : String(g.responsibleIndex), responsibleChoices.filter((choice) => choice.value !== String(i)))}
          </fieldset>
        );
      })}
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.trip()}</legend>
        {select('purpose', t.purpose(), purpose ?? 'leisure', TRIP_PURPOSES.map((value) => ({ value, label: t.purposes[value]() })))}
        {select('transport', t.transport(), transport ?? 'car', TRANSPORTS.map((value) => ({ value, label: t.transports[value]() })))}
        {text('arrivalTime', t.arrivalTime(), arrivalTime, { type: 'time' })}
      </fieldset>
    </>
  );
}
