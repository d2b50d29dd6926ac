/**
 * Issue 42 in the property editor: the host's own Mercado Pago or Stripe account and this
 * property's pick. The owner pastes the access token / secret key and the notification secret;
 * the server checks the key with a harmless call and stores both encrypted, so the form never
 * gets them back: the connected account shows only the key's last 4, the notification URL to
 * paste in the provider's panel with the steps, and a disconnect that asks first. A refused key
 * is said next to its field with the provider's own reason, and what was typed stays. The pick
 * (host.properties.update `paymentProvider`) offers the connected accounts. Owner only (the
 * server answers FORBIDDEN to other roles, who read why). Texts in the `pix` namespace.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, NumberField, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { lazyPart } from '../lazy-part';
import { useI18nContext } from '../i18n/i18n-react';
import { trpc } from '../trpc/react';
import { connectProviderInput, PROVIDER_NAMES, PROVIDERS, type Provider } from '../../shared/payments/schemas';
import { failureOf } from './editor/issues';
import { button, card } from '../theme/ui.css';
import * as css from './pix.css';

const ConfirmDialog = lazyPart(() => import('./stays/ConfirmDialog').then((module) => module.default));

type Field = 'secret' | 'webhookSecret';

export function PaymentProviders({ propertyId, currency }: { propertyId: number; currency: string }) {
  const { LL } = useI18nContext();
  const t = LL.pix.providers;
  const accounts = trpc.host.paymentProviders.list.useQuery(undefined, { retry: false });
  const titleId = `payment-providers-${propertyId}`;
  const forbidden = accounts.error ? failureOf(accounts.error).code === 'FORBIDDEN' : false;
  return (
    <section className={`${card} ${css.form}`} aria-labelledby={titleId} data-testid="payment-providers">
      <h2 id={titleId} className={css.title}>
        {t.title()}
      </h2>
      <p className={css.muted}>{t.lead()}</p>
      {forbidden ? (
        <p>{t.ownerOnly()}</p>
      ) : accounts.isError ? (
        <p role="alert">{t.errors.unknown()}</p>
      ) : accounts.data ? (
        <>
          <Connected accounts={accounts.data} />
          <ConnectForm defaultProvider={currency === 'BRL' ? 'mercadopago' : 'stripe'} />
          <PropertyPick propertyId={propertyId} connected={accounts.data.map((account) => account.provider)} />
        </>
      ) : null}
    </section>
  );
}

interface Account {
  provider: Provider;
  last4: string;
  connectedAt: string;
  webhookUrl: string;
}

function Connected({ accounts }: { accounts: Account[] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.pix.providers;
  const utils = trpc.useUtils();
  const disconnect = trpc.host.paymentProviders.disconnect.useMutation();
  const [asking, setAsking] = useState<Provider | null>(null);
  const [status, setStatus] = useState('');
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  async function confirm(provider: Provider) {
    setStatus('');
    try {
      await disconnect.mutateAsync({ provider });
      setStatus(t.disconnected({ provider: PROVIDER_NAMES[provider] }));
    } catch {
      setStatus(t.errors.unknown());
    } finally {
      setAsking(null);
      await Promise.all([utils.host.paymentProviders.list.invalidate(), utils.host.payments.pixSettings.invalidate()]);
    }
  }

  return (
    <div className={css.form}>
      <h3 className={css.label}>{t.connectedTitle()}</h3>
      {accounts.length === 0 ? (
        <p className={css.muted}>{t.none()}</p>
      ) : (
        <ul className={css.payments}>
          {accounts.map((account) => {
            const name = PROVIDER_NAMES[account.provider];
            return (
              <li key={account.provider} className={css.form} data-testid={`provider-${account.provider}`}>
                <p className={css.label}>{t.connectedItem({ provider: name, last4: account.last4, date: date(account.connectedAt) })}</p>
                <TextField className={css.field} value={account.webhookUrl} isReadOnly>
                  <Label className={css.label}>{t.webhookLabel({ provider: name })}</Label>
                  <Input className={css.code} onFocus={(event) => event.currentTarget.select()} />
                  <Text slot="description" className={css.muted}>
                    {t.steps[account.provider]()}
                  </Text>
                </TextField>
                <div>
                  <Button className={button.ghost} onPress={() => setAsking(account.provider)} isDisabled={disconnect.isPending}>
                    {t.disconnect({ provider: name })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t.disconnectTitle({ provider: PROVIDER_NAMES[asking] })}
            body={t.disconnectBody({ provider: PROVIDER_NAMES[asking] })}
            confirm={t.disconnect({ provider: PROVIDER_NAMES[asking] })}
            keep={LL.workspace.common.cancel()}
            isPending={disconnect.isPending}
            onConfirm={() => confirm(asking)}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      )}
      <p className={css.status} role="status">
        {status}
      </p>
    </div>
  );
}

function ConnectForm({ defaultProvider }: { defaultProvider: Provider }) {
  const { LL } = useI18nContext();
  const t = LL.pix.providers;
  const utils = trpc.useUtils();
  const connect = trpc.host.paymentProviders.connect.useMutation();
  const [provider, setProvider] = useState<Provider>(defaultProvider);
  const [secret, setSecret] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState('');
  const name = PROVIDER_NAMES[provider];
  const clear = (field: Field) => setErrors(({ [field]: _, ...rest }) => rest);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const parsed = connectProviderInput.safeParse({ provider, secret, webhookSecret });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'secret' || field === 'webhookSecret') found[field] = t.errors[field]();
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await connect.mutateAsync(parsed.data);
      // Never kept in the page once stored: the list shows the last 4.
      setSecret('');
      setWebhookSecret('');
      setStatus(t.connected({ provider: name }));
      await utils.host.paymentProviders.list.invalidate();
    } catch (error) {
      const failure = failureOf(error);
      if (failure.fields.secret) {
        // The provider's own words, after the `provider: ` the server puts before them.
        setErrors({ secret: t.errors.refused({ provider: name, reason: failure.fields.secret.replace(/^[a-z]+: /, '') }) });
      } else if (failure.fields.webhookSecret) {
        setErrors({ webhookSecret: t.errors.webhookSecret() });
      } else {
        setStatus(failure.code === 'BAD_GATEWAY' ? t.errors.unreachable({ provider: name }) : t.errors.unknown());
      }
    }
  }

  return (
    <Form className={css.form} onSubmit={submit} validationErrors={errors} validationBehavior="aria" aria-labelledby="connect-provider-title" data-testid="connect-provider">
      <h3 id="connect-provider-title" className={css.label}>
        {t.connectTitle()}
      </h3>
      <RadioGroup name="provider" value={provider} onChange={(value) => setProvider(value as Provider)} orientation="horizontal">
        <Label className={css.label}>{t.provider()}</Label>
        <div className={css.radios}>
          {PROVIDERS.map((option) => (
            <Radio key={option} value={option} className={css.radio}>
              {PROVIDER_NAMES[option]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <TextField
        name="secret"
        type="password"
        className={css.field}
        value={secret}
        onChange={(value) => {
          setSecret(value);
          clear('secret');
        }}
        isRequired
      >
        <Label className={css.label}>{t.secret[provider]()}</Label>
        <Input className={css.input} autoComplete="off" spellCheck={false} />
        <Text slot="description" className={css.muted}>
          {t.secretHelp[provider]()}
        </Text>
        <FieldError className={css.error} />
      </TextField>
      <TextField
        name="webhookSecret"
        type="password"
        className={css.field}
        value={webhookSecret}
        onChange={(value) => {
          setWebhookSecret(value);
          clear('webhookSecret');
        }}
        isRequired
      >
        <Label className={css.label}>{t.webhookSecret()}</Label>
        <Input className={css.input} autoComplete="off" spellCheck={false} />
        <Text slot="description" className={css.muted}>
          {t.webhookSecretHelp[provider]()}
        </Text>
        <FieldError className={css.error} />
      </TextField>
      <p className={css.muted}>{t.stored()}</p>
      <div>
        <Button type="submit" className={button.primary} isDisabled={connect.isPending}>
          {connect.isPending ? t.connecting({ provider: name }) : t.connect({ provider: name })}
        </Button>
      </div>
      <p className={css.status} role="status">
        {status}
      </p>
    </Form>
  );
}

const POLICIES = ['full', 'deposit', 'at_property'] as const;
type Policy = (typeof POLICIES)[number];
type PolicyField = 'policy' | 'depositPercent' | 'holdHours';

interface PickValues {
  provider: Provider | 'none';
  policy: Policy;
  depositPercent: number;
  holdHours: number;
}

/**
 * The property's provider and, when it has no Pix key (the Pix form holds the policy then), the
 * payment policy of its online payments: the whole stay or a deposit at booking, or everything at
 * the property (issue 42: settable with a provider OR a Pix key; the server says the same).
 */
function PropertyPick({ propertyId, connected }: { propertyId: number; connected: Provider[] }) {
  const { LL } = useI18nContext();
  const t = LL.pix.providers;
  const s = LL.pix.settings;
  const utils = trpc.useUtils();
  const settings = trpc.host.payments.pixSettings.useQuery({ propertyId });
  const update = trpc.host.properties.update.useMutation();
  const [edited, setEdited] = useState<PickValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PolicyField, string>>>({});
  const [status, setStatus] = useState('');
  if (!settings.data) return null;
  const saved = settings.data;
  const current: PickValues = edited ?? { provider: saved.paymentProvider ?? 'none', policy: saved.policy, depositPercent: saved.depositPercent, holdHours: saved.holdHours };
  const set = (patch: Partial<PickValues>, field?: PolicyField) => {
    setEdited({ ...current, ...patch });
    if (field) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const options: (Provider | 'none')[] = ['none', ...connected];
  // Without a Pix key the policy lives here, with the provider that takes the payments.
  const withPolicy = !saved.key && current.provider !== 'none';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const found: Partial<Record<PolicyField, string>> = {};
    if (withPolicy && (!Number.isInteger(current.depositPercent) || current.depositPercent < 1 || current.depositPercent > 100)) found.depositPercent = s.errors.depositPercent();
    if (withPolicy && (!Number.isInteger(current.holdHours) || current.holdHours < 1 || current.holdHours > 168)) found.holdHours = s.errors.holdHours();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({
        id: propertyId,
        paymentProvider: current.provider === 'none' ? null : current.provider,
        ...(withPolicy ? { paymentPolicy: { policy: current.policy, depositPercent: current.depositPercent, holdHours: current.holdHours } } : {}),
      });
      await utils.host.payments.pixSettings.invalidate({ propertyId });
      setEdited(null);
      setStatus(t.pickSaved());
    } catch (error) {
      const failure = failureOf(error);
      if (failure.fields['paymentPolicy.policy']) setErrors({ policy: t.policyNeedsProvider() });
      else if (failure.fields['paymentPolicy.depositPercent']) setErrors({ depositPercent: s.errors.depositPercent() });
      else if (failure.fields['paymentPolicy.holdHours']) setErrors({ holdHours: s.errors.holdHours() });
      else setStatus(t.errors.unknown());
    }
  }

  return (
    <Form className={css.form} onSubmit={submit} validationErrors={errors} validationBehavior="aria" data-testid="provider-pick">
      <RadioGroup name="paymentProvider" value={current.provider} onChange={(value) => set({ provider: value as Provider | 'none' })}>
        <Label className={css.label}>{t.pick()}</Label>
        <Text slot="description" className={css.muted}>
          {connected.length === 0 ? t.pickConnectFirst() : t.pickHelp()}
        </Text>
        <div className={css.field}>
          {options.map((option) => (
            <Radio key={option} value={option} className={css.radio} isDisabled={option !== 'none' && !connected.includes(option)}>
              {option === 'none' ? t.pickNone() : PROVIDER_NAMES[option]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {withPolicy && (
        <>
          <RadioGroup name="policy" value={current.policy} onChange={(policy) => set({ policy: policy as Policy }, 'policy')} data-testid="online-policy">
            <Label className={css.label}>{s.policy()}</Label>
            <Text slot="description" className={css.muted}>
              {t.policyHelp()}
            </Text>
            <div className={css.field}>
              {POLICIES.map((policy) => (
                <Radio key={policy} value={policy} className={css.radio}>
                  {t.policies[policy]()}
                </Radio>
              ))}
            </div>
            <FieldError className={css.error} />
          </RadioGroup>
          <div className={css.row}>
            {current.policy === 'deposit' && (
              <NumberField name="depositPercent" className={css.field} value={current.depositPercent} onChange={(depositPercent) => set({ depositPercent }, 'depositPercent')} minValue={1} maxValue={100} step={1}>
                <Label className={css.label}>{s.depositPercent()}</Label>
                <Input className={css.input} />
                <FieldError className={css.error} />
              </NumberField>
            )}
            {current.policy !== 'at_property' && (
              <NumberField name="holdHours" className={css.field} value={current.holdHours} onChange={(holdHours) => set({ holdHours }, 'holdHours')} minValue={1} maxValue={168} step={1}>
                <Label className={css.label}>{s.holdHours()}</Label>
                <Input className={css.input} />
                <Text slot="description" className={css.muted}>
                  {s.holdHoursHelp()}
                </Text>
                <FieldError className={css.error} />
              </NumberField>
            )}
          </div>
        </>
      )}
      <div>
        <Button type="submit" className={button.secondary} isDisabled={update.isPending || connected.length === 0}>
          {t.pickSave()}
        </Button>
      </div>
      <p className={css.status} role="status">
        {status}
      </p>
    </Form>
  );
}
