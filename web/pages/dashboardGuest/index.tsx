/**
 * /dashboard/hospedes/:id: one guest, an edit form (the edge's schema in the page too, errors
 * next to the field, nothing typed lost) and their stays. Server-rendered; another host's id is a 404.
 */
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, idParam } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import { FormSelect, FormText } from '../../workspace/stays/fields';
import { StatusBadge } from '../../workspace/stays/StatusBadge';
import { errorsOf, failureOf, issueText, isNotFound, type FieldErrors } from '../../workspace/stays/issues';
import { button, card } from '../../theme/ui.css';
import * as css from '../../workspace/stays/stays.css';
import { LOCALES, type Locale } from '../../../shared/locales';
import { daysBetween } from '../../../shared/stay/dates';
import { formatCurrency, formatDate } from '../../../shared/format';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';

/** The form's schema (the edge's), loaded when the person starts editing. */
const loadSchemas = () => import('../../../shared/host/guests');

type Guest = inferRouterOutputs<AppRouter>['host']['guests']['get'];

export async function resolveHead({ api, params }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const id = idParam(params);
  if (id === null) return { status: 404, noindex: true };
  try {
    const guest = await api.host.guests.get.fetch({ id });
    return { noindex: true, title: guest.name };
  } catch (error) {
    if (isNotFound(error)) return { status: 404, noindex: true };
    throw error;
  }
}

export default function GuestPage({ params }: PageProps) {
  const { LL } = useI18nContext();
  const id = idParam(params);
  return (
    <WorkspaceShell section="guests" title={LL.meta.dashboardGuest.title()}>
      {id === null ? <p>{LL.guests.notFound()}</p> : <GuestView id={id} />}
    </WorkspaceShell>
  );
}

function GuestView({ id }: { id: number }) {
  const { LL, locale } = useI18nContext();
  const href = useHref();
  const query = trpc.host.guests.get.useQuery({ id });
  if (query.isError) return <p role="alert">{query.error.data?.code === 'NOT_FOUND' ? LL.guests.notFound() : LL.workspace.common.loadError()}</p>;
  const guest = query.data;
  if (!guest) return <p>{LL.workspace.common.loading()}</p>;
  const date = (iso: string) => formatDate(iso, locale, 'medium');
  return (
    <div className={css.stack}>
      <p>
        <a href={href('/dashboard/hospedes')}>← {LL.guests.back()}</a>
      </p>
      <h2 className={css.subTitle}>{guest.name}</h2>
      <GuestForm guest={guest} />
      <section className={card} aria-labelledby="stays-title">
        <h2 id="stays-title" className={css.subTitle}>
          {LL.guests.detailStays()}
        </h2>
        {guest.stays.length === 0 ? (
          <p>{LL.guests.noStays()}</p>
        ) : (
          <div className={css.tableWrap}>
            <table className={css.table}>
              <caption className={css.caption}>{LL.guests.detailStays()}</caption>
              <thead>
                <tr>
                  <th scope="col" className={css.th}>{LL.reservations.list.code()}</th>
                  <th scope="col" className={css.th}>{LL.reservations.list.dates()}</th>
                  <th scope="col" className={css.th}>{LL.reservations.list.place()}</th>
                  <th scope="col" className={css.th}>{LL.reservations.list.status()}</th>
                  <th scope="col" className={css.th}>{LL.reservations.list.total()}</th>
                </tr>
              </thead>
              <tbody>
                {guest.stays.map((stay) => (
                  <tr key={stay.id}>
                    <th scope="row" className={css.td}>
                      <a href={href(`/dashboard/reservas/${stay.id}`)}>{stay.code}</a>
                    </th>
                    <td className={css.td}>{LL.reservations.stay({ checkIn: date(stay.checkIn), checkOut: date(stay.checkOut), nights: daysBetween(stay.checkIn, stay.checkOut) })}</td>
                    <td className={css.td}>
                      {stay.unitName} · {stay.propertyName}
                    </td>
                    <td className={css.td}>
                      <StatusBadge status={stay.status} />
                    </td>
                    <td className={css.td}>{formatCurrency(stay.totalCents, stay.currency as 'BRL', locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function GuestForm({ guest }: { guest: Guest }) {
  const { LL } = useI18nContext();
  const utils = trpc.useUtils();
  const [name, setName] = useState(guest.name);
  const [email, setEmail] = useState(guest.email);
  const [phone, setPhone] = useState(guest.phone);
  const [country, setCountry] = useState(guest.country);
  const [guestLocale, setGuestLocale] = useState<Locale>((LOCALES as readonly string[]).includes(guest.locale) ? (guest.locale as Locale) : 'pt');
  const [notes, setNotes] = useState(guest.notes);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const update = trpc.host.guests.update.useMutation({
    onSuccess: async () => {
      setFormError(null);
      setNotice(LL.guests.saved());
      await utils.host.guests.get.invalidate({ id: guest.id });
    },
    onError: (error) => {
      const failure = failureOf(LL, error);
      setErrors(failure.fields);
      setFormError(failure.message);
      setNotice('');
    },
  });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { updateGuestSchema } = await loadSchemas();
    // A member who sees the guest through their stays only changes those stays' contact details.
    const fields = guest.record ? { name, email, phone, country, locale: guestLocale, notes } : { name, email, phone };
    const parsed = updateGuestSchema.safeParse({ id: guest.id, ...fields });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setFormError(LL.reservations.errors.fix());
      setNotice('');
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  }
  const err = (field: string) => issueText(LL, errors[field]);
  return (
    <section className={card} aria-labelledby="guest-edit">
      <h2 id="guest-edit" className={css.subTitle}>
        {LL.guests.editTitle()}
      </h2>
      <div onFocus={() => void loadSchemas()}>
      <Form onSubmit={submit} validationBehavior="aria" className={css.section}>
        <div className={css.formGrid}>
          <FormText label={LL.guests.name()} value={name} onChange={setName} error={err('name')} isRequired autoComplete="off" />
          <FormText label={LL.guests.email()} type="email" value={email} onChange={setEmail} error={err('email')} autoComplete="off" />
          <FormText label={LL.guests.phone()} type="tel" value={phone} onChange={setPhone} error={err('phone')} autoComplete="off" />
          {guest.record && (
            <>
              <FormText label={LL.guests.country()} value={country} onChange={setCountry} error={err('country')} autoComplete="off" />
              <FormSelect label={LL.guests.locale()} value={guestLocale} onChange={setGuestLocale} options={LOCALES.map((id) => ({ id, label: LL.guests.locales[id]() }))} error={err('locale')} />
              <FormText label={LL.guests.notes()} value={notes} onChange={setNotes} error={err('notes')} multiline />
            </>
          )}
        </div>
        {!guest.record && <p className={css.notice}>{LL.guests.staysOnly()}</p>}
        {formError && (
          <p role="alert" className={css.formError}>
            {formError}
          </p>
        )}
        <p role="status" className={css.notice}>
          {notice}
        </p>
        <div className={css.formActions}>
          <Button type="submit" className={button.primary} isDisabled={update.isPending}>
            {update.isPending ? LL.guests.saving() : LL.guests.save()}
          </Button>
        </div>
      </Form>
      </div>
    </section>
  );
}
