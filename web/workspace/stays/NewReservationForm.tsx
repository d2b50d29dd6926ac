/**
 * Issue 40: "Nova reserva", one form for the front desk's dialog and the calendar's — property,
 * unit, dates, guest, source, status, the rate plan and the price: the quote from the rates
 * (host.reservations.quote, per plan), editable, and a reason when it differs
 * (host.reservations.create keeps both in the history). Validated with the edge's schema; a taken
 * night or a bad field says so next to it and keeps what was typed. Loaded with the dialog that
 * holds it (its own chunk).
 */
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormSelect, FormText } from './fields';
import { errorsOf, failureOf, issueText, type FieldErrors } from './issues';
import { button } from '../../theme/ui.css';
import * as forms from './stays.css';
import { MANUAL_SOURCES, MANUAL_STATUSES, createReservationSchema, type ReservationStatus } from '../../../shared/host/reservations';
import { addDays } from '../../../shared/stay/dates';
import { formatCurrency } from '../../../shared/format';
import type { Locale } from '../../../shared/locales';

export interface NewReservationFormProps {
  /** The properties to choose from (one: no choice shown); `today` is each one's first default night. */
  properties: { id: number; name: string; today: string }[];
  /** What was chosen before the form opened (the calendar's unit and nights). */
  initial?: { propertyId: number; unitId: number; checkIn: string; checkOut: string };
  onCancel: () => void;
  onCreated: (created: { id: number; code: string }) => void;
}

/** "800", "800,50" or "800.50" → cents; null when it is not an amount. */
function centsOf(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

export function NewReservationForm({ properties, initial, onCancel, onCreated }: NewReservationFormProps) {
  const { LL, locale } = useI18nContext();
  const f = LL.reservations.form;
  const n = LL.newReservation;
  const utils = trpc.useUtils();
  const first = properties[0];
  const [propertyId, setPropertyId] = useState(String(initial?.propertyId ?? first?.id ?? ''));
  const today = properties.find((property) => String(property.id) === propertyId)?.today ?? first?.today ?? '';
  const [unitId, setUnitId] = useState(initial ? String(initial.unitId) : '');
  const [checkIn, setCheckIn] = useState(initial?.checkIn ?? today);
  const [checkOut, setCheckOut] = useState(initial?.checkOut ?? (today ? addDays(today, 1) : ''));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [adults, setAdults] = useState('2');
  const [children, setChildren] = useState('0');
  const [status, setStatus] = useState<(typeof MANUAL_STATUSES)[number]>('confirmed');
  const [source, setSource] = useState<(typeof MANUAL_SOURCES)[number]>('manual');
  const [notes, setNotes] = useState('');
  const [ratePlanId, setRatePlanId] = useState('');
  const [price, setPrice] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const roomTypes = trpc.host.roomTypes.list.useQuery({ propertyId: Number(propertyId) }, { enabled: Number(propertyId) > 0 });
  const units = (roomTypes.data ?? []).flatMap((type) => type.units.map((unit) => ({ id: String(unit.id), label: `${unit.name} (${type.name})` })));
  const chosenUnit = unitId || units[0]?.id || '';
  const datesOk = /^\d{4}-\d{2}-\d{2}$/.test(checkIn) && /^\d{4}-\d{2}-\d{2}$/.test(checkOut) && checkOut > checkIn;
  const quoteInput = { unitId: Number(chosenUnit), checkIn, checkOut, ...(ratePlanId ? { ratePlanId: Number(ratePlanId) } : {}) };
  const quote = trpc.host.reservations.quote.useQuery(quoteInput, { enabled: Number(chosenUnit) > 0 && datesOk, placeholderData: (previous) => previous });
  const quoteCents = quote.data?.totalCents;
  const money = (cents: number) => formatCurrency(cents, (quote.data?.currency ?? 'BRL') as 'BRL', locale as Locale);
  const plans = quote.data?.ratePlans ?? [];
  const chosenPlan = ratePlanId || (quote.data?.ratePlanId != null ? String(quote.data.ratePlanId) : '');
  const priceText = price ?? (quoteCents === undefined ? '' : (quoteCents / 100).toFixed(2));
  const typedCents = centsOf(priceText);
  const differs = quoteCents !== undefined && typedCents !== null && typedCents !== quoteCents;
  const create = trpc.host.reservations.create.useMutation({
    onSuccess: async (created) => {
      await Promise.all([utils.host.frontDesk.today.invalidate(), utils.host.overview.invalidate(), utils.host.calendar.get.invalidate()]);
      onCreated({ id: created.id, code: created.code });
    },
    onError: (error) => {
      const failure = failureOf(LL, error);
      setErrors(failure.fields);
      setFormError(failure.message);
    },
  });
  /** A new unit, dates or plan: the price follows the new quote. */
  const requote =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPrice(null);
    };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (priceText && typedCents === null) {
      setErrors({ totalCents: 'number_invalid' });
      setFormError(LL.reservations.errors.fix());
      return;
    }
    const parsed = createReservationSchema.safeParse({
      propertyId: Number(propertyId),
      unitId: Number(chosenUnit),
      checkIn,
      checkOut,
      guest: { name, email, phone },
      adults: Number(adults),
      children: Number(children),
      status,
      source,
      notes,
      ...(chosenPlan ? { ratePlanId: Number(chosenPlan) } : {}),
      ...(typedCents !== null && differs ? { totalCents: typedCents, priceReason: reason } : {}),
    });
    const missingReason = differs && !reason.trim();
    if (!parsed.success || missingReason) {
      setErrors({ ...(parsed.success ? {} : errorsOf(parsed.error.issues)), ...(missingReason ? { priceReason: 'required' } : {}) });
      setFormError(LL.reservations.errors.fix());
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  }
  const err = (field: string) => issueText(LL, errors[field]);

  return (
    <Form onSubmit={submit} validationBehavior="aria" className={forms.section}>
      <div className={forms.formGrid}>
        {properties.length > 1 && (
          <FormSelect
            label={n.property()}
            value={propertyId}
            onChange={(value) => {
              setPropertyId(value);
              setUnitId('');
              setRatePlanId('');
              setPrice(null);
            }}
            options={properties.map((property) => ({ id: String(property.id), label: property.name }))}
          />
        )}
        <FormSelect label={f.unit()} value={chosenUnit} onChange={requote((value: string) => (setUnitId(value), setRatePlanId('')))} options={units} error={err('unitId')} />
        <FormText label={f.checkIn()} type="date" value={checkIn} onChange={requote(setCheckIn)} error={err('checkIn')} isRequired />
        <FormText label={f.checkOut()} type="date" value={checkOut} onChange={requote(setCheckOut)} error={err('checkOut')} isRequired />
        <FormText label={f.guestName()} value={name} onChange={setName} error={err('guest.name')} isRequired autoComplete="off" />
        <FormText label={`${f.guestEmail()} ${f.optional()}`} type="email" value={email} onChange={setEmail} error={err('guest.email')} autoComplete="off" />
        <FormText label={`${f.guestPhone()} ${f.optional()}`} type="tel" value={phone} onChange={setPhone} error={err('guest.phone')} autoComplete="off" />
        <FormText label={f.adults()} type="number" value={adults} onChange={setAdults} error={err('adults')} isRequired />
        <FormText label={f.children()} type="number" value={children} onChange={setChildren} error={err('children')} />
        <FormSelect label={f.source()} value={source} onChange={setSource} options={MANUAL_SOURCES.map((id) => ({ id, label: LL.workspace.source[id]() }))} error={err('source')} />
        <FormSelect label={f.status()} value={status} onChange={setStatus} options={MANUAL_STATUSES.map((id) => ({ id, label: LL.workspace.status[id as ReservationStatus]() }))} error={err('status')} />
        {plans.length > 1 && (
          <FormSelect
            label={n.ratePlan()}
            value={chosenPlan}
            onChange={requote(setRatePlanId)}
            options={plans.map((plan) => ({ id: String(plan.id), label: n.ratePlanOption({ name: plan.name, amount: money(plan.totalCents) }) }))}
            error={err('ratePlanId')}
          />
        )}
        <FormText label={n.price()} value={priceText} onChange={setPrice} error={err('totalCents')} description={quote.data ? n.priceQuote({ amount: money(quote.data.totalCents) }) : undefined} />
        {differs && <FormText label={n.priceReason()} value={reason} onChange={setReason} error={err('priceReason')} isRequired />}
        <FormText label={`${f.notes()} ${f.optional()}`} value={notes} onChange={setNotes} error={err('notes')} multiline />
      </div>
      {formError && (
        <p role="alert" className={forms.formError}>
          {formError}
        </p>
      )}
      <div className={forms.formActions}>
        <Button type="submit" className={button.primary} isDisabled={create.isPending}>
          {create.isPending ? f.creating() : f.create()}
        </Button>
        <Button className={button.ghost} onPress={onCancel}>
          {LL.workspace.common.cancel()}
        </Button>
      </div>
    </Form>
  );
}
