/**
 * A property's Pix settings in the workspace: the key (its kind recognised as the host types),
 * receiver name and city as the bank registers them, the payment policy (full, deposit and
 * its percentage, or everything at the property) and the time to pay. Saved through
 * host.properties.update `pix` (null removes the key); the key is checked with the function the
 * edge uses (shared/pix/keys.ts). Pix is offered only for BRL properties: others see why.
 * Texts in the `pix` namespace; the page wraps it in <TrpcProvider>.
 */
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, NumberField, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { useI18nContext } from '../i18n/i18n-react';
import { trpc } from '../trpc/react';
import { asciiFold, RECEIVER_CITY_MAX, RECEIVER_NAME_MAX } from '../../shared/pix/brcode';
import { detectPixKeyType, normalizePixKey } from '../../shared/pix/keys';
import type { TranslationFunctions } from '../i18n/i18n-types';
import { button, card } from '../theme/ui.css';
import * as css from './pix.css';

const POLICIES = ['full', 'deposit', 'at_property'] as const;
type Policy = (typeof POLICIES)[number];
type Field = 'key' | 'receiverName' | 'receiverCity' | 'depositPercent' | 'holdHours';

interface Values {
  key: string;
  receiverName: string;
  receiverCity: string;
  policy: Policy;
  depositPercent: number;
  holdHours: number;
}

/** The same rules as the edge (shared/pix/schemas.ts), with the dictionary's words. */
function validate(LL: TranslationFunctions, values: Values): Partial<Record<Field, string>> {
  const t = LL.pix.settings.errors;
  const errors: Partial<Record<Field, string>> = {};
  if (!normalizePixKey(values.key).ok) errors.key = t.key();
  const name = values.receiverName.trim();
  if (!name || name.length > RECEIVER_NAME_MAX || !asciiFold(name)) errors.receiverName = t.receiverName();
  const city = values.receiverCity.trim();
  if (!city || city.length > RECEIVER_CITY_MAX || !asciiFold(city)) errors.receiverCity = t.receiverCity();
  if (!Number.isInteger(values.depositPercent) || values.depositPercent < 1 || values.depositPercent > 100) errors.depositPercent = t.depositPercent();
  if (!Number.isInteger(values.holdHours) || values.holdHours < 1 || values.holdHours > 168) errors.holdHours = t.holdHours();
  return errors;
}

/** Field names of the edge's BAD_REQUEST (`pix.key`, …) → this form's fields. */
function serverErrors(LL: TranslationFunctions, error: unknown): Partial<Record<Field, string>> {
  const issues = (error as { data?: { issues?: { field: string }[] | null } | null }).data?.issues ?? [];
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.field.replace(/^pix\./, '') as Field;
    if (field in LL.pix.settings.errors) errors[field] = LL.pix.settings.errors[field]();
  }
  return errors;
}

export function PixSettings({ propertyId }: { propertyId: number }) {
  const { LL } = useI18nContext();
  const t = LL.pix.settings;
  const utils = trpc.useUtils();
  const settings = trpc.host.payments.pixSettings.useQuery({ propertyId });
  const update = trpc.host.properties.update.useMutation();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState('');

  const titleId = `pix-settings-${propertyId}`;
  if (settings.isError) return <p role="alert">{t.error()}</p>;
  if (!settings.data) return null;
  if (!settings.data.pixAllowed) {
    return (
      <section className={card} aria-labelledby={titleId}>
        <h2 id={titleId} className={css.title}>
          {t.title()}
        </h2>
        <p className={css.muted}>{t.onlyBrl()}</p>
      </section>
    );
  }
  const saved = settings.data;
  // Until the host edits, the stored settings; a property without a key starts from "full".
  const current: Values = values ?? {
    key: saved.key ?? '',
    receiverName: saved.receiverName ?? '',
    receiverCity: saved.receiverCity ?? '',
    policy: saved.key ? saved.policy : 'full',
    depositPercent: saved.depositPercent,
    holdHours: saved.holdHours,
  };
  const set = (patch: Partial<Values>, field?: Field) => {
    setValues({ ...current, ...patch });
    if (field) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const detected = detectPixKeyType(current.key);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const found = validate(LL, current);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({
        id: propertyId,
        pix: { key: current.key, receiverName: current.receiverName, receiverCity: current.receiverCity, policy: current.policy, depositPercent: current.depositPercent, holdHours: current.holdHours },
      });
      await utils.host.payments.pixSettings.invalidate({ propertyId });
      setValues(null);
      setStatus(t.saved());
    } catch (error) {
      const fromServer = serverErrors(LL, error);
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setStatus(t.error());
    }
  }

  async function remove() {
    setStatus('');
    try {
      await update.mutateAsync({ id: propertyId, pix: null });
      await utils.host.payments.pixSettings.invalidate({ propertyId });
      setValues(null);
      setStatus(t.removed());
    } catch {
      setStatus(t.error());
    }
  }

  return (
    <section className={card} aria-labelledby={titleId} data-testid="pix-settings">
      <h2 id={titleId} className={css.title}>
        {t.title()}
      </h2>
      <p className={css.muted}>{t.lead()}</p>
      <Form className={css.form} onSubmit={submit} validationErrors={errors} validationBehavior="aria">
        <TextField name="key" className={css.field} value={current.key} onChange={(key) => set({ key }, 'key')} isRequired>
          <Label className={css.label}>{t.key()}</Label>
          <Input className={css.input} autoComplete="off" spellCheck={false} />
          <Text slot="description" className={css.muted}>
            {detected ? t.keyDetected({ type: t.keyTypes[detected]() }) : t.keyHelp()}
          </Text>
          <FieldError className={css.error} />
        </TextField>
        <div className={css.row}>
          <TextField name="receiverName" className={css.field} value={current.receiverName} onChange={(receiverName) => set({ receiverName }, 'receiverName')} maxLength={RECEIVER_NAME_MAX} isRequired>
            <Label className={css.label}>{t.receiverName()}</Label>
            <Input className={css.input} autoComplete="off" />
            <Text slot="description" className={css.muted}>
              {t.receiverNameHelp()}
            </Text>
            <FieldError className={css.error} />
          </TextField>
          <TextField name="receiverCity" className={css.field} value={current.receiverCity} onChange={(receiverCity) => set({ receiverCity }, 'receiverCity')} maxLength={RECEIVER_CITY_MAX} isRequired>
            <Label className={css.label}>{t.receiverCity()}</Label>
            <Input className={css.input} autoComplete="off" />
            <FieldError className={css.error} />
          </TextField>
        </div>
        <RadioGroup name="policy" value={current.policy} onChange={(policy) => set({ policy: policy as Policy })}>
          <Label className={css.label}>{t.policy()}</Label>
          <div className={css.field}>
            {POLICIES.map((policy) => (
              <Radio key={policy} value={policy} className={css.radio}>
                {t.policies[policy]()}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <div className={css.row}>
          {current.policy === 'deposit' && (
            <NumberField name="depositPercent" className={css.field} value={current.depositPercent} onChange={(depositPercent) => set({ depositPercent }, 'depositPercent')} minValue={1} maxValue={100} step={1}>
              <Label className={css.label}>{t.depositPercent()}</Label>
              <Input className={css.input} />
              <FieldError className={css.error} />
            </NumberField>
          )}
          {current.policy !== 'at_property' && (
            <NumberField name="holdHours" className={css.field} value={current.holdHours} onChange={(holdHours) => set({ holdHours }, 'holdHours')} minValue={1} maxValue={168} step={1}>
              <Label className={css.label}>{t.holdHours()}</Label>
              <Input className={css.input} />
              <Text slot="description" className={css.muted}>
                {t.holdHoursHelp()}
              </Text>
              <FieldError className={css.error} />
            </NumberField>
          )}
        </div>
        <div className={css.row}>
          <Button type="submit" className={button.primary} isDisabled={update.isPending}>
            {update.isPending ? t.saving() : t.save()}
          </Button>
          {settings.data.key && (
            <Button className={button.ghost} onPress={remove} isDisabled={update.isPending}>
              {t.remove()}
            </Button>
          )}
        </div>
        <p className={css.status} role="status">
          {status}
        </p>
      </Form>
    </section>
  );
}
