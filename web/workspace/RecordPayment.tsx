/**
 * Payments of one reservation in the workspace: total, paid and balance, the payments
 * received, and the form that records one (host.payments.record), validated before sending
 * with the schema the edge uses (shared/pix/payments.ts). Texts in the `pix` namespace: a page
 * that places it lists 'pix' among its namespaces and wraps it in <TrpcProvider>.
 */
import { useState, type FormEvent } from 'react';
import { Button, DateField, DateInput, DateSegment, FieldError, Form, Input, Label, NumberField, Radio, RadioGroup, TextField } from 'react-aria-components';
import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { useI18nContext } from '../i18n/i18n-react';
import { trpc } from '../trpc/react';
import { formatCurrency } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { PAYMENT_METHODS, recordPaymentInput, type PaymentMethod } from '../../shared/pix/payments';
import type { TranslationFunctions } from '../i18n/i18n-types';
import { button, card } from '../theme/ui.css';
import * as css from './pix.css';
import { OnlineRefund, isOnlineProvider } from './OnlineRefund';
import { AskFirst } from './stays/AskFirst';
import { PROVIDER_NAMES } from '../../shared/payments/schemas';

type Currency = 'BRL' | 'EUR' | 'USD';
type FormField = 'amount' | 'method' | 'receivedOn' | 'note';

/** The form field an input path names (amountCents is typed as an amount). */
const FIELD_OF: Record<string, FormField> = { amountCents: 'amount', method: 'method', receivedOn: 'receivedOn', note: 'note' };

function errorsOf(LL: TranslationFunctions, issues: { field: string }[]): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const issue of issues) {
    const field = FIELD_OF[issue.field];
    if (field) errors[field] = LL.pix.record.errors[field]();
  }
  return errors;
}

export interface RecordPaymentProps {
  reservationId: number;
  currency: Currency;
  /** The property's time zone: "today" (the latest date allowed) is computed there. */
  timeZone: string;
  /** Pre-fills the amount (usually the balance due), in cents. */
  defaultAmountCents?: number;
  onRecorded?: (result: { id: number; paidCents: number; status: string }) => void;
}

/** The record-a-payment form. */
export function RecordPayment({ reservationId, currency, timeZone, defaultAmountCents, onRecorded }: RecordPaymentProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.pix.record;
  const utils = trpc.useUtils();
  const latest = today(timeZone);
  const [amount, setAmount] = useState<number>(defaultAmountCents && defaultAmountCents > 0 ? defaultAmountCents / 100 : Number.NaN);
  const [method, setMethod] = useState<PaymentMethod>(currency === 'BRL' ? 'pix' : 'transfer');
  const [receivedOn, setReceivedOn] = useState<CalendarDate | null>(latest);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [status, setStatus] = useState('');
  const record = trpc.host.payments.record.useMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const input = {
      reservationId,
      amountCents: Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN,
      method,
      receivedOn: receivedOn?.toString() ?? '',
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const parsed = recordPaymentInput.safeParse(input);
    const found = parsed.success ? {} : errorsOf(LL, parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? '') })));
    if (receivedOn && receivedOn.compare(latest) > 0) found.receivedOn = t.errors.receivedOn();
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      const result = await record.mutateAsync(parsed.data);
      await utils.host.payments.list.invalidate({ reservationId });
      await utils.host.reservations.invalidate();
      setStatus(t.saved({ amount: formatCurrency(parsed.data.amountCents, currency, locale as Locale) }));
      setAmount(Number.NaN);
      setNote('');
      onRecorded?.(result);
    } catch (error) {
      const issues = (error as { data?: { issues?: { field: string; message: string }[] | null } | null }).data?.issues;
      const fromServer = issues ? errorsOf(LL, issues) : {};
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setStatus(t.error());
    }
  }

  const titleId = `record-payment-${reservationId}`;
  return (
    <Form className={css.form} onSubmit={submit} aria-labelledby={titleId} validationErrors={errors} validationBehavior="aria" data-testid="record-payment">
      <h3 id={titleId} className={css.label}>
        {t.title()}
      </h3>
      <div className={css.row}>
        <NumberField
          name="amount"
          className={css.field}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors(({ amount: _, ...rest }) => rest);
          }}
          minValue={0.01}
          step={0.01}
          formatOptions={{ style: 'currency', currency }}
          isRequired
        >
          <Label className={css.label}>{t.amount({ currency })}</Label>
          <Input className={css.input} />
          <FieldError className={css.error} />
        </NumberField>
        <DateField
          name="receivedOn"
          className={css.field}
          value={receivedOn}
          onChange={(value) => {
            setReceivedOn(value);
            setErrors(({ receivedOn: _, ...rest }) => rest);
          }}
          maxValue={latest}
          isRequired
        >
          <Label className={css.label}>{t.receivedOn()}</Label>
          <DateInput className={css.dateInput}>{(segment) => <DateSegment segment={segment} className={css.segment} />}</DateInput>
          <FieldError className={css.error} />
        </DateField>
      </div>
      <RadioGroup name="method" value={method} onChange={(value) => setMethod(value as PaymentMethod)} orientation="horizontal" isRequired>
        <Label className={css.label}>{t.method()}</Label>
        <div className={css.radios}>
          {PAYMENT_METHODS.map((option) => (
            <Radio key={option} value={option} className={css.radio}>
              {t.methods[option]()}
            </Radio>
          ))}
        </div>
        <FieldError className={css.error} />
      </RadioGroup>
      <TextField name="note" className={css.field} value={note} onChange={setNote} maxLength={500}>
        <Label className={css.label}>{t.note()}</Label>
        <Input className={css.input} />
        <FieldError className={css.error} />
      </TextField>
      <div>
        <Button type="submit" className={button.primary} isDisabled={record.isPending}>
          {record.isPending ? t.saving() : t.submit()}
        </Button>
      </div>
      <p className={css.status} role="status">
        {status}
      </p>
    </Form>
  );
}

export interface ReservationPaymentsProps {
  reservationId: number;
  timeZone: string;
  /** Whether the caller's role may refund (payments.refund): the front desk records payments, it does not refund. */
  mayRefund: boolean;
  /** Whether it may record one (payments.write): an accountant reads the payments only (issue 40). */
  mayRecord: boolean;
}

/** Total, paid and balance of a reservation, the payments received (each can be refunded), and the record form. */
export function ReservationPayments({ reservationId, timeZone, mayRefund, mayRecord }: ReservationPaymentsProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.pix.record;
  const utils = trpc.useUtils();
  const list = trpc.host.payments.list.useQuery({ reservationId });
  const refund = trpc.host.payments.refund.useMutation();
  const [status, setStatus] = useState('');
  if (!list.data) return list.isError ? <p role="alert">{t.error()}</p> : null;
  const data = list.data;
  const currency = data.currency as Currency;
  const money = (cents: number) => formatCurrency(cents, currency, locale as Locale);
  const day = (date: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(parseDate(date).toDate('UTC'));

  async function refundOne(paymentId: number, amountCents: number) {
    setStatus('');
    try {
      await refund.mutateAsync({ paymentId });
      await Promise.all([utils.host.payments.list.invalidate({ reservationId }), utils.host.reservations.invalidate()]);
      setStatus(t.refundDone({ amount: money(amountCents) }));
    } catch {
      setStatus(t.error());
    }
  }

  return (
    <section className={`${card} ${css.form}`} aria-label={t.history()} data-testid="reservation-payments">
      <dl className={css.summary}>
        <div className={css.summaryItem}>
          <dt>{t.total()}</dt>
          <dd data-testid="payments-total">{money(data.totalCents)}</dd>
        </div>
        <div className={css.summaryItem}>
          <dt>{t.paid()}</dt>
          <dd data-testid="payments-paid">{money(data.paidCents)}</dd>
        </div>
        <div className={css.summaryItem}>
          <dt>{t.balance()}</dt>
          <dd data-testid="payments-balance">{money(data.balanceCents)}</dd>
        </div>
      </dl>
      <h3 className={css.label}>{t.history()}</h3>
      {data.payments.length === 0 ? (
        <p className={css.muted}>{t.none()}</p>
      ) : (
        <ul className={css.payments}>
          {data.payments.map((payment) => {
            const online = isOnlineProvider(payment.provider) ? payment.provider : null;
            const left = payment.amountCents - payment.refundedCents;
            return (
              <li key={payment.id} className={css.row} data-testid={`payment-${payment.id}`}>
                <span>
                  {day(payment.receivedOn)} · {money(payment.amountCents)} · {t.methods[payment.method]()}
                  {online ? ` (${t.online({ provider: PROVIDER_NAMES[online] })})` : ''}
                  {payment.note ? ` · ${payment.note}` : ''}
                  {payment.status === 'refunded' ? ` (${t.refunded()})` : payment.refundedCents > 0 ? ` (${t.partlyRefunded({ amount: money(payment.refundedCents) })})` : ''}
                </span>
                {/* A payment taken online goes back through its provider; one recorded by hand is only marked refunded. */}
                {mayRefund && payment.status === 'received' && online && (
                  <OnlineRefund reservationId={reservationId} paymentId={payment.id} provider={online} leftCents={left} amount={money(left)} date={day(payment.receivedOn)} onStatus={setStatus} />
                )}
                {mayRefund && payment.status === 'received' && !online && (
                  // Issue 40: a refund cannot be undone: it asks first, naming the amount and the day.
                  <AskFirst
                    ask={() => ({
                      title: t.refundTitle({ amount: money(payment.amountCents), date: day(payment.receivedOn) }),
                      body: t.refundBody({ amount: money(payment.amountCents) }),
                      confirm: t.refundConfirm({ amount: money(payment.amountCents) }),
                      keep: t.refundOnlineKeep(),
                    })}
                    isPending={refund.isPending}
                    onConfirm={() => refundOne(payment.id, payment.amountCents)}
                  >
                    {(open) => (
                      <Button className={button.ghost} onPress={open} isDisabled={refund.isPending} aria-label={t.refundLabel({ amount: money(payment.amountCents), date: day(payment.receivedOn) })}>
                        {t.refund()}
                      </Button>
                    )}
                  </AskFirst>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className={css.status} role="status">
        {status}
      </p>
      {/* Nothing is owed on a cancelled stay: no payment to record (issue 39). */}
      {mayRecord && data.status !== 'cancelled' && <RecordPayment reservationId={reservationId} currency={currency} timeZone={timeZone} defaultAmountCents={data.balanceCents} />}
    </section>
  );
}
