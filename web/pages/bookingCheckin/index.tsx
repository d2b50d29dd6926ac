/**
 * /reserva/:token/check-in — online check-in (issue 28): one fieldset per guest of the stay with
 * the register's fields, then the trip. A plain form post (worker/journey/routes.ts), so it works
 * without JavaScript; a refused post comes back with the fields named (`?errors=`) and what was
 * typed (the stay's encrypted draft, read by booking.checkin.get).
 */
import type { inferRouterOutputs } from '@trpc/server';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { button, container, section } from '../../theme/ui.css';
import type { AppRouter } from '../../../worker/trpc/root';
import { formatDate } from '../../../shared/format';
import { LOCALE_TAGS, type Locale } from '../../../shared/locales';
import { COUNTRY_CODES, DOCUMENT_TYPES, TRANSPORTS, TRIP_PURPOSES } from '../../../shared/journey/checkin';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import * as css from './checkin.css';

type Checkin = inferRouterOutputs<AppRouter>['booking']['checkin']['get'];

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export async function resolveHead({ params, api, LL }: HeadInput): Promise<HeadInfo> {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
  try {
    await api.booking.checkin.get.fetch({ token });
    return { noindex: true };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return { status: 404, noindex: true, title: LL.guestBooking.manage.notFound() };
    throw error;
  }
}

/** `field:message;field:message` from the redirect of a refused post. */
export function parseErrors(value: string | null): Map<string, string> {
  const errors = new Map<string, string>();
  for (const pair of (value ?? '').split(';')) {
    const at = pair.indexOf(':');
    if (at > 0) errors.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return errors;
}

/** A guest's secret link that leads to no stay (check-in and review pages). */
export function LinkNotFound() {
  const { LL } = useI18nContext();
  return (
    <div className={section}>
      <div className={container}>
        <h1>{LL.guestBooking.manage.notFound()}</h1>
      </div>
    </div>
  );
}

export default function BookingCheckinPage({ params }: PageProps) {
  const { LL, locale } = useI18nContext();
  const loc = locale as Locale;
  const { queries, search } = useBootstrap();
  const href = useHref();
  const t = LL.journey.checkin;
  const checkin = readDehydratedQuery<Checkin>(queries, 'booking.checkin.get');
  const token = params.token ?? '';
  if (!checkin) return <LinkNotFound />;
  const query = new URLSearchParams(search);
  const errors = parseErrors(query.get('errors'));
  const draft = errors.size > 0 ? (checkin.draft ?? {}) : {};
  const regionNames = new Intl.DisplayNames([LOCALE_TAGS[loc].lang], { type: 'region' });
  const errorText = (field: string) => {
    const code = errors.get(field);
    if (!code) return null;
    const known = t.errors[code as keyof typeof t.errors];
    return known ? known() : t.errors.invalid();
  };
  /** The value to show: what was typed (a refused post), else what is stored. */
  const stored = (i: number) => checkin.guests[i];
  const valueOf = (name: string, fallback: string | number | null | undefined) => draft[name] ?? (fallback === null || fallback === undefined ? '' : String(fallback));

  const text = (name: string, label: string, fallback: string | null | undefined, options: { type?: string; required?: boolean; autoComplete?: string; list?: string; hint?: string; maxLength?: number } = {}) => {
    const id = `f-${name.replace(/\./g, '-')}`;
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
    const id = `f-${name.replace(/\./g, '-')}`;
    const message = errorText(name);
    return (
      <div className={css.field}>
        <label className={css.label} htmlFor={id}>
          {label}
        </label>
        <select className={css.control} id={id} name={name} defaultValue={draft[name] ?? value} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined}>
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

  const guests = Array.from({ length: checkin.expectedGuests }, (_, i) => i);
  const responsibleChoices = [{ value: '', label: t.responsibleNone() }, ...guests.map((j) => ({ value: String(j), label: t.guest({ n: j + 1 }) }))];
  const page = href(`/reserva/${token}`);
  const topError = errors.has('guests') ? t.errors.guests() : null;
  return (
    <div className={section}>
      <div className={`${container} ${css.page}`}>
        <h1 className={css.title}>{t.title()}</h1>
        <p className={css.muted}>{t.stay({ property: checkin.propertyName, checkIn: formatDate(checkin.checkIn, loc), checkOut: formatDate(checkin.checkOut, loc) })}</p>
        <p>{t.lead({ code: checkin.code })}</p>
        {checkin.status === 'complete' && errors.size === 0 && (
          <div className={css.notice} role="status" data-testid="checkin-complete">
            <p>
              <strong>{t.complete()}</strong>
            </p>
            <p className={css.muted}>{t.completeNote()}</p>
          </div>
        )}
        {errors.size > 0 && (
          <div className={css.alert} role="alert" data-testid="checkin-errors">
            <p>
              <strong>{t.errorTitle()}</strong>
            </p>
            {topError && <p>{topError}</p>}
          </div>
        )}
        {!checkin.open ? (
          <p className={css.notice}>{t.closed()}</p>
        ) : (
          <form className={css.form} method="post" action={href(`/reserva/${token}/check-in`)} noValidate>
            <datalist id="countries">
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code} label={regionNames.of(code) ?? code} />
              ))}
            </datalist>
            {guests.map((i) => {
              const g = stored(i);
              const at = `guests.${i}`;
              return (
                <fieldset key={i} className={css.fieldset} data-guest={i}>
                  <legend className={css.legend}>{i === 0 ? t.mainGuest() : t.guest({ n: i + 1 })}</legend>
                  {text(`${at}.fullName`, t.fullName(), g?.fullName ?? (i === 0 ? checkin.guestName : ''), { required: true, autoComplete: i === 0 ? 'name' : 'off', maxLength: 120 })}
                  {text(`${at}.birthDate`, t.birthDate(), g?.birthDate, { type: 'date', required: true })}
                  {text(`${at}.nationality`, t.nationality(), g?.nationality ?? (loc === 'pt' ? 'BR' : ''), { required: true, list: 'countries', hint: t.countryHint(), maxLength: 2 })}
                  {select(`${at}.document.type`, t.documentType(), g?.document.type ?? (loc === 'pt' ? 'cpf' : 'passport'), DOCUMENT_TYPES.map((type) => ({ value: type, label: t.docTypes[type]() })))}
                  {text(`${at}.document.number`, t.documentNumber(), '', { required: true, maxLength: 30, hint: g ? t.documentStored({ hint: g.document.hint }) : undefined })}
                  {text(`${at}.document.country`, t.documentCountry(), g?.document.country ?? (loc === 'pt' ? 'BR' : ''), { required: true, list: 'countries', maxLength: 2 })}
                  {i === 0 && (
                    <>
                      {text(`${at}.email`, t.email(), g?.email ?? checkin.guestEmail, { type: 'email', autoComplete: 'email' })}
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
              {select('purpose', t.purpose(), checkin.purpose ?? 'leisure', TRIP_PURPOSES.map((purpose) => ({ value: purpose, label: t.purposes[purpose]() })))}
              {select('transport', t.transport(), checkin.transport ?? 'car', TRANSPORTS.map((transport) => ({ value: transport, label: t.transports[transport]() })))}
              {text('arrivalTime', t.arrivalTime(), checkin.arrivalTime, { type: 'time' })}
            </fieldset>
            <p>
              <button type="submit" className={button.primary}>
                {t.submit()}
              </button>
            </p>
          </form>
        )}
        <p>
          <a href={page}>{t.back()}</a>
        </p>
      </div>
    </div>
  );
}
