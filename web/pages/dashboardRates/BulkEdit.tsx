/**
 * The bulk edit of rates and restrictions: a room type, a range of nights (two DateFields),
 * the weekdays, and only the fields to change — "Fri and Sat, Dec 1 – Mar 1: R$ 450, min 2
 * nights". Checked in the page with host.rates.set's own schema; what was typed stays on an error.
 */
import { useState, type FormEvent } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Button, Checkbox, CheckboxGroup, DateField, DateInput, DateSegment, FieldError, Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormSelect } from '../../workspace/stays/fields';
import { IntField, MoneyField } from '../../workspace/editor/fields';
import { errorsOf, failureOf, ratesErrors, sentence, toCents, type FieldErrors } from '../../workspace/editor/issues';
import { useMounted } from '../../workspace/editor/useMounted';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as editor from '../../workspace/editor/editor.css';
import * as css from './rates.css';
import { setRatesSchema } from '../../../shared/host/workspace';
import { WEEKDAYS } from '../../../shared/host/periods';
import { addDays } from '../../../shared/stay/dates';
import { LOCALE_TAGS } from '../../../shared/locales';

type Flag = 'keep' | 'on' | 'off';
const FLAGS = ['closedToArrival', 'closedToDeparture', 'stopSell'] as const;

/** Monday first, as a week reads in every locale the site speaks. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

interface Props {
  roomTypes: { id: number; name: string }[];
  currency: string;
  today: string;
}

export default function BulkEdit({ roomTypes, currency, today }: Props) {
  const ready = useMounted();
  const { LL, locale } = useI18nContext();
  const t = LL.rates.bulk;
  const utils = trpc.useUtils();
  const [roomTypeId, setRoomTypeId] = useState(String(roomTypes[0]?.id ?? ''));
  const [from, setFrom] = useState<CalendarDate | null>(() => parseDate(today));
  const [to, setTo] = useState<CalendarDate | null>(() => parseDate(addDays(today, 30)));
  const [weekdays, setWeekdays] = useState<string[]>(WEEKDAYS.map(String));
  const [rate, setRate] = useState(Number.NaN);
  const [minStay, setMinStay] = useState(Number.NaN);
  const [maxStay, setMaxStay] = useState(Number.NaN);
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number], Flag>>({ closedToArrival: 'keep', closedToDeparture: 'keep', stopSell: 'keep' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const save = trpc.host.rates.set.useMutation();
  const messages = ratesErrors(LL);
  const error = (field: string) => sentence(messages, errors[field]);
  const dayName = new Intl.DateTimeFormat(LOCALE_TAGS[locale].lang, { weekday: 'long', timeZone: 'UTC' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    const input = {
      roomTypeId: Number(roomTypeId),
      from: from?.toString() ?? '',
      to: to?.toString() ?? '',
      ...(Number.isNaN(rate) ? {} : { rateCents: toCents(rate) }),
      ...(Number.isNaN(minStay) ? {} : { minStay }),
      ...(Number.isNaN(maxStay) ? {} : { maxStay }),
      ...Object.fromEntries(FLAGS.filter((flag) => flags[flag] !== 'keep').map((flag) => [flag, flags[flag] === 'on'])),
      // Every weekday chosen = the whole range (the contract's plain call).
      ...(weekdays.length === 7 ? {} : { weekdays: weekdays.map(Number).sort() }),
    };
    const parsed = setRatesSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage(LL.rates.errors.fix());
      return;
    }
    if (Object.keys(parsed.data).every((key) => ['roomTypeId', 'from', 'to', 'weekdays'].includes(key))) {
      setErrors({});
      setMessage(t.nothing());
      return;
    }
    setErrors({});
    setMessage('');
    try {
      const { nights } = await save.mutateAsync(parsed.data);
      await utils.host.rates.get.invalidate();
      setNotice(t.saved({ nights }));
    } catch (failed) {
      const failure = failureOf(failed);
      setErrors(failure.fields);
      setMessage(failure.code === 'BAD_REQUEST' ? LL.rates.errors.fix() : failure.code === 'NOT_FOUND' ? LL.rates.errors.notFound() : LL.rates.errors.unknown());
    }
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className={stays.stack} data-ready={ready || undefined} data-testid="bulk-edit">
      <p className={css.lead}>{t.lead()}</p>
      <div className={stays.formGrid}>
        <FormSelect label={t.roomType()} value={roomTypeId} options={roomTypes.map((type) => ({ id: String(type.id), label: type.name }))} onChange={setRoomTypeId} error={error('roomTypeId')} name="roomTypeId" />
        <DateField className={stays.field} value={from} onChange={setFrom} isInvalid={Boolean(errors.from)} isRequired validationBehavior="aria" data-testid="bulk-from">
          <Label className={stays.label}>{t.from()}</Label>
          <DateInput className={editor.dateInput}>{(segment) => <DateSegment segment={segment} className={editor.segment} />}</DateInput>
          <FieldError className={stays.error}>{error('from')}</FieldError>
        </DateField>
        <DateField className={stays.field} value={to} onChange={setTo} isInvalid={Boolean(errors.to)} isRequired validationBehavior="aria" data-testid="bulk-to">
          <Label className={stays.label}>{t.to()}</Label>
          <DateInput className={editor.dateInput}>{(segment) => <DateSegment segment={segment} className={editor.segment} />}</DateInput>
          <FieldError className={stays.error}>{error('to')}</FieldError>
        </DateField>
      </div>
      <CheckboxGroup className={editor.group} value={weekdays} onChange={setWeekdays} isInvalid={Boolean(errors.weekdays)} validationBehavior="aria">
        <Label className={editor.groupLabel}>{t.weekdays()}</Label>
        <div className={css.weekdays}>
          {WEEK_ORDER.map((day) => (
            <Checkbox key={day} value={String(day)} className={editor.checkbox}>
              {/* 2023-01-01 was a Sunday: day d of that week names weekday d. */}
              {dayName.format(new Date(Date.UTC(2023, 0, 1 + day)))}
            </Checkbox>
          ))}
        </div>
        <Text slot="description" className={stays.help}>
          {t.weekdaysHelp()}
        </Text>
        <FieldError className={stays.error}>{error('weekdays')}</FieldError>
      </CheckboxGroup>
      <div className={stays.formGrid}>
        <MoneyField label={t.rate()} value={rate} onChange={setRate} error={error('rateCents')} currency={currency} name="rate" />
        <IntField label={t.minStay()} value={minStay} onChange={setMinStay} error={error('minStay')} name="minStay" />
        <IntField label={t.maxStay()} value={maxStay} onChange={setMaxStay} error={error('maxStay')} name="maxStay" />
      </div>
      <div className={css.restrictions}>
        {FLAGS.map((flag) => (
          <RadioGroup key={flag} className={editor.group} value={flags[flag]} onChange={(value) => setFlags({ ...flags, [flag]: value as Flag })}>
            <Label className={editor.groupLabel}>{t[flag]()}</Label>
            <div className={editor.radios}>
              {(['keep', 'on', 'off'] as const).map((choice) => (
                <Radio key={choice} value={choice} className={editor.radio}>
                  {t[choice]()}
                </Radio>
              ))}
            </div>
          </RadioGroup>
        ))}
      </div>
      <FormMessages error={message} status={notice} statusTestId="bulk-notice" />
      <div className={stays.formActions}>
        <Button type="submit" className={button.primary} isDisabled={save.isPending || roomTypes.length === 0}>
          {save.isPending ? t.saving() : t.submit()}
        </Button>
      </div>
    </Form>
  );
}
