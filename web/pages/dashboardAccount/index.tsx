/**
 * /dashboard/conta: the host's account. Name, password (the current one asked again; Supabase's
 * reauthentication nonce when the project asks for it), email change, "sign out everywhere
 * else" — all through the Supabase auth client, so a production Supabase project answers the
 * same — plus the data export (links) and the deletion (a form POST that works without
 * JavaScript). Every form keeps what was typed on error and shows the error next to its field.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import type { AuthError, User } from '@supabase/auth-js';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { loadAuthClient } from '../../auth/AuthProvider';
import { SignOutForm } from '../../auth/SignOutForm';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import { FormText } from '../../workspace/stays/fields';
import { trpc } from '../../trpc/react';
import { button } from '../../theme/ui.css';
import * as css from '../../workspace/stays/stays.css';
import * as own from './account.css';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import { CsvDownloads } from '../../workspace/CsvDownloads';

export async function resolveHead({ api }: HeadInput): Promise<HeadInfo> {
  await Promise.all([prefetchShell(api), api.host.account.summary.fetch()]);
  return { noindex: true };
}

export default function AccountPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="account" title={LL.accountSettings.title()} actions={<SignOutForm />}>
      <Account />
    </WorkspaceShell>
  );
}

type Errors = Record<string, string>;

/** False on the server and during hydration (forms wait for their code), true after. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** An email change link landed here (its code or session is in the URL). */
const fromEmailLink = () => /[?&]code=/.test(window.location.search) || /access_token=/.test(window.location.hash);

/**
 * The browser's auth client and the user it holds (with a pending email change). Its code is
 * fetched only when needed: a form is used, an email link landed here, or the email section
 * (which shows a pending change) comes into view.
 */
function useAccountClient() {
  const { config } = useBootstrap();
  const [user, setUser] = useState<User | null>(null);
  const [linkNotice, setLinkNotice] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (fromEmailLink()) setWanted(true);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    const fromLink = fromEmailLink();
    void loadAuthClient(config).then(async (client) => {
      const { data } = await client.getUser();
      if (cancelled) return;
      setUser(data.user);
      if (fromLink && data.user) {
        // An email change link landed here: the client took up its session; tidy the URL.
        setLinkNotice(true);
        window.history.replaceState(null, '', window.location.pathname);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, config]);
  const watch = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setWanted(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { user, setUser, linkNotice, watch, client: () => loadAuthClient(config) };
}

type AuthApi = Awaited<ReturnType<ReturnType<typeof useAccountClient>['client']>>;

function Account() {
  const { LL } = useI18nContext();
  const { user: edgeUser } = useBootstrap();
  const account = useAccountClient();
  const summary = trpc.host.account.summary.useQuery();
  const email = account.user?.email ?? edgeUser?.email ?? '';
  return (
    <div className={css.stack}>
      <p className={own.lead}>{LL.accountSettings.lead()}</p>
      {account.linkNotice && (
        <p role="status" className={css.notice}>
          {LL.accountSettings.email.current()}: {email}
        </p>
      )}
      <ProfileForm initialName={edgeUser?.name ?? ''} client={account.client} />
      <PasswordForm client={account.client} />
      <EmailForm email={email} pending={account.user?.new_email ?? null} client={account.client} onUser={account.setUser} sectionRef={account.watch} />
      <SessionsSection client={account.client} />
      <DataSection />
      <DeleteSection futureBookings={summary.data?.futureBookings ?? 0} />
    </div>
  );
}

interface ClientProps {
  client: () => Promise<AuthApi>;
}

function Section({ id, title, sectionRef, children }: { id: string; title: string; sectionRef?: React.Ref<HTMLElement>; children: React.ReactNode }) {
  return (
    <section ref={sectionRef} className={`${css.section} ${own.card}`} aria-labelledby={id}>
      <h2 id={id} className={css.subTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function useForm() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const reset = () => {
    setErrors({});
    setFormError('');
    setNotice('');
  };
  return { hydrated, busy, setBusy, errors, setErrors, formError, setFormError, notice, setNotice, reset };
}

function Status({ form }: { form: ReturnType<typeof useForm> }) {
  return (
    <>
      <p role="alert" className={css.formError}>
        {form.formError}
      </p>
      <p role="status" className={css.notice}>
        {form.notice}
      </p>
    </>
  );
}

/** A Supabase auth error, as text for the form or for one of its fields. */
function failure(LL: TranslationFunctions, error: AuthError | { code?: string; status?: number; message?: string }): { field?: string; text: string } {
  const t = LL.accountSettings;
  switch (error.code) {
    case 'current_password_mismatch':
      return { field: 'current_password', text: t.password.currentWrong() };
    case 'current_password_required':
      return { field: 'current_password', text: t.password.currentRequired() };
    case 'reauthentication_not_valid':
      return { field: 'nonce', text: t.password.nonceWrong() };
    case 'weak_password':
      return { field: 'password', text: t.errors.weakPassword({ min: 6 }) };
    case 'same_password':
      return { field: 'password', text: t.errors.samePassword() };
    case 'email_exists':
    case 'user_already_exists':
      return { field: 'email', text: t.errors.userExists() };
    case 'email_address_invalid':
      return { field: 'email', text: t.errors.invalidEmail() };
    case 'session_not_found':
    case 'bad_jwt':
      return { text: t.errors.signedOut() };
    default:
      break;
  }
  if (error.code === 'validation_failed' && /72/.test(error.message ?? '')) return { field: 'password', text: t.errors.passwordTooLong() };
  if (error.status === 429 || error.code === 'over_email_send_rate_limit') return { text: t.errors.rateLimited() };
  return { text: t.errors.generic() };
}

function ProfileForm({ initialName, client }: ClientProps & { initialName: string }) {
  const { LL } = useI18nContext();
  const t = LL.accountSettings.profile;
  const form = useForm();
  const [name, setName] = useState(initialName);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.reset();
    const value = name.trim();
    if (!value) return form.setErrors({ name: t.required() });
    if ([...value].length > 200) return form.setErrors({ name: t.tooLong() });
    form.setBusy(true);
    const auth = await client();
    const { error } = await auth.updateUser({ data: { name: value } });
    // A new access token carries the new name to the pages rendered at the edge.
    if (!error) await auth.refreshSession();
    form.setBusy(false);
    if (error) return form.setFormError(failure(LL, error).text);
    form.setNotice(t.saved());
  }

  return (
    <Section id="account-profile" title={t.heading()}>
      <Form className={css.section} method="post" onSubmit={onSubmit} validationBehavior="aria" aria-labelledby="account-profile">
        <FormText label={t.name()} name="name" value={name} onChange={setName} error={form.errors.name} autoComplete="name" isRequired />
        <div className={css.formActions}>
          <Button type="submit" className={button.primary} isDisabled={form.busy}>
            {form.busy ? t.saving() : t.save()}
          </Button>
        </div>
        <Status form={form} />
      </Form>
    </Section>
  );
}

function PasswordForm({ client }: ClientProps) {
  const { LL } = useI18nContext();
  const t = LL.accountSettings.password;
  const form = useForm();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nonce, setNonce] = useState('');
  const [askNonce, setAskNonce] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.reset();
    const errors: Errors = {};
    if (!current) errors.current_password = t.currentRequired();
    if (!next) errors.password = t.nextRequired();
    else if ([...next].length < 6) errors.password = LL.accountSettings.errors.weakPassword({ min: 6 });
    if (next && confirm !== next) errors.confirm = t.mismatch();
    if (Object.keys(errors).length) return form.setErrors(errors);
    form.setBusy(true);
    const auth = await client();
    const { error } = await auth.updateUser({ password: next, current_password: current, ...(askNonce && nonce ? { nonce: nonce.trim() } : {}) });
    if (error?.code === 'reauthentication_needed') {
      // The project asks for Supabase's reauthentication: a code goes to the email.
      await auth.reauthenticate();
      setAskNonce(true);
      form.setBusy(false);
      return form.setFormError(t.reauthenticate());
    }
    if (!error) await endOtherSessionsAtEdge();
    form.setBusy(false);
    if (error) {
      const { field, text } = failure(LL, error);
      return field ? form.setErrors({ [field]: text }) : form.setFormError(text);
    }
    setCurrent('');
    setNext('');
    setConfirm('');
    setNonce('');
    setAskNonce(false);
    form.setNotice(t.saved());
  }

  return (
    <Section id="account-password" title={t.heading()}>
      <Form className={css.section} method="post" onSubmit={onSubmit} validationBehavior="aria" aria-labelledby="account-password">
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <div className={css.formGrid}>
          <SecretField label={t.current()} name="current_password" value={current} onChange={setCurrent} error={form.errors.current_password} autoComplete="current-password" isRequired />
          <SecretField label={t.next()} name="password" value={next} onChange={setNext} error={form.errors.password} autoComplete="new-password" isRequired />
          <SecretField label={t.confirm()} name="confirm" value={confirm} onChange={setConfirm} error={form.errors.confirm} autoComplete="new-password" isRequired />
          {askNonce && <FormText label={t.nonce()} name="nonce" value={nonce} onChange={setNonce} error={form.errors.nonce} autoComplete="one-time-code" isRequired />}
        </div>
        <div className={css.formActions}>
          <Button type="submit" className={button.primary} isDisabled={form.busy}>
            {form.busy ? t.saving() : t.save()}
          </Button>
        </div>
        <Status form={form} />
      </Form>
    </Section>
  );
}

/** A password input with its label and its error next to it. */
function SecretField({ label, name, value, onChange, error, autoComplete }: { label: string; name: string; value: string; onChange: (value: string) => void; error?: string; autoComplete: string; isRequired?: boolean }) {
  return (
    <TextField className={css.field} name={name} type="password" value={value} onChange={onChange} isInvalid={Boolean(error)} autoComplete={autoComplete} isRequired>
      <Label className={css.label}>{label}</Label>
      <Input className={css.input} />
      <FieldError className={css.error}>{error}</FieldError>
    </TextField>
  );
}

function EmailForm({ email, pending, client, onUser, sectionRef }: ClientProps & { email: string; pending: string | null; onUser: (user: User) => void; sectionRef: React.Ref<HTMLElement> }) {
  const { LL } = useI18nContext();
  const t = LL.accountSettings.email;
  const href = useHref();
  const form = useForm();
  const [next, setNext] = useState('');
  const redirect = () => new URL(href('/dashboard/conta'), window.location.origin).toString();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.reset();
    const value = next.trim();
    if (!value) return form.setErrors({ email: t.required() });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)) return form.setErrors({ email: LL.accountSettings.errors.invalidEmail() });
    if (value.toLowerCase() === email.toLowerCase()) return form.setErrors({ email: t.same() });
    form.setBusy(true);
    const auth = await client();
    const { data, error } = await auth.updateUser({ email: value }, { emailRedirectTo: redirect() });
    form.setBusy(false);
    if (error) {
      const { field, text } = failure(LL, error);
      return field ? form.setErrors({ [field]: text }) : form.setFormError(text);
    }
    if (data.user) onUser(data.user);
    setNext('');
    form.setNotice(t.sent({ email: value.toLowerCase() }));
  }

  async function onResend() {
    form.reset();
    form.setBusy(true);
    const auth = await client();
    const { error } = await auth.resend({ type: 'email_change', email, options: { emailRedirectTo: redirect() } });
    form.setBusy(false);
    if (error) return form.setFormError(failure(LL, error).text);
    form.setNotice(t.resent({ email: pending ?? '' }));
  }

  return (
    <Section id="account-email" title={t.heading()} sectionRef={sectionRef}>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t.current()}</dt>
        <dd className={css.factValue} data-testid="account-email">
          {email}
        </dd>
      </dl>
      {pending && (
        <div className={css.buttons}>
          <p>{t.pending({ email: pending })}</p>
          <Button className={button.secondary} onPress={onResend} isDisabled={form.busy}>
            {t.resend()}
          </Button>
        </div>
      )}
      <Form className={css.section} method="post" onSubmit={onSubmit} validationBehavior="aria" aria-labelledby="account-email">
        <FormText label={t.next()} name="email" type="email" value={next} onChange={setNext} error={form.errors.email} autoComplete="email" isRequired />
        <div className={css.formActions}>
          <Button type="submit" className={button.primary} isDisabled={form.busy}>
            {form.busy ? t.saving() : t.save()}
          </Button>
        </div>
        <Status form={form} />
      </Form>
    </Section>
  );
}

/**
 * A password change and "sign out of other devices" end the other sessions at the auth server;
 * the edge is told too, so their access tokens stop at once there as well (with a Supabase
 * project the edge cannot see its sessions; worker/account/routes.ts).
 */
async function endOtherSessionsAtEdge(): Promise<void> {
  await fetch('/account/sessions/end-others', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}

function SessionsSection({ client }: ClientProps) {
  const { LL } = useI18nContext();
  const t = LL.accountSettings.sessions;
  const form = useForm();

  async function onPress() {
    form.reset();
    form.setBusy(true);
    const auth = await client();
    const { error } = await auth.signOut({ scope: 'others' });
    if (!error) await endOtherSessionsAtEdge();
    form.setBusy(false);
    if (error) return form.setFormError(failure(LL, error).text);
    form.setNotice(t.done());
  }

  return (
    <Section id="account-sessions" title={t.heading()}>
      <p>{t.lead()}</p>
      <div className={css.formActions}>
        <Button className={button.secondary} onPress={onPress} isDisabled={form.busy}>
          {form.busy ? t.signingOut() : t.others()}
        </Button>
      </div>
      <Status form={form} />
    </Section>
  );
}

function DataSection() {
  const { LL } = useI18nContext();
  const t = LL.accountSettings.data;
  return (
    <Section id="account-data" title={t.heading()}>
      <p>{t.lead()}</p>
      <div className={css.buttons}>
        <a className={button.secondary} href="/account/export.json" download>
          {t.json()}
        </a>
        {/* The reservations as a spreadsheet for people or as the machine CSV (issue 43). */}
        <CsvDownloads path="/account/reservations.csv" />
      </div>
    </Section>
  );
}

const DELETE_ERRORS = ['confirmation', 'future_bookings', 'unavailable'] as const;

function DeleteSection({ futureBookings }: { futureBookings: number }) {
  const { LL, locale } = useI18nContext();
  const { search } = useBootstrap();
  const t = LL.accountSettings.remove;
  const word = t.word();
  // Without JavaScript a refused deletion comes back as ?delete=<reason>.
  const returned = new URLSearchParams(search).get('delete');
  const initial = (DELETE_ERRORS as readonly string[]).includes(returned ?? '') ? returned : null;
  const form = useForm();
  const [confirm, setConfirm] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<Errors>((): Errors =>
    initial === 'confirmation' ? { confirm: t.confirmWrong({ word }) } : initial === 'future_bookings' ? { acknowledge: t.acknowledgeRequired() } : {},
  );
  const [formError, setFormError] = useState(initial === 'unavailable' ? LL.accountSettings.errors.generic() : '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFormError('');
    const found: Errors = {};
    if (confirm.trim() !== word) found.confirm = t.confirmWrong({ word });
    if (futureBookings > 0 && !acknowledged) found.acknowledge = t.acknowledgeRequired();
    if (Object.keys(found).length) return setErrors(found);
    form.setBusy(true);
    try {
      const res = await fetch('/account/delete', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ confirm: confirm.trim(), locale, futureBookings: String(futureBookings), acknowledge: acknowledged ? 'yes' : '' }),
        credentials: 'same-origin',
      });
      const body = (await res.json()) as { ok?: boolean; redirect?: string; error?: string };
      if (body.ok && body.redirect) return window.location.assign(body.redirect);
      form.setBusy(false);
      if (body.error === 'signed_out') return setFormError(LL.accountSettings.errors.signedOut());
      if (body.error === 'future_bookings') return setFormError(t.changed());
      if (body.error === 'confirmation') return setErrors({ confirm: t.confirmWrong({ word }) });
      setFormError(LL.accountSettings.errors.generic());
    } catch {
      form.setBusy(false);
      setFormError(LL.accountSettings.errors.generic());
    }
  }

  return (
    <Section id="account-delete" title={t.heading()}>
      <p>{t.lead()}</p>
      <p data-testid="future-bookings">{futureBookings > 0 ? t.future({ count: futureBookings }) : t.noFuture()}</p>
      <Form className={css.section} method="post" action="/account/delete" onSubmit={onSubmit} validationBehavior="aria" aria-labelledby="account-delete">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="futureBookings" value={futureBookings} />
        {futureBookings > 0 && (
          <div className={css.field}>
            <Checkbox name="acknowledge" value="yes" isSelected={acknowledged} onChange={setAcknowledged} isInvalid={Boolean(errors.acknowledge)} className={own.checkbox}>
              <span className={own.box} aria-hidden="true" />
              {t.acknowledge({ count: futureBookings })}
            </Checkbox>
            {errors.acknowledge && <p className={css.error}>{errors.acknowledge}</p>}
          </div>
        )}
        <FormText label={t.confirmLabel({ word })} name="confirm" value={confirm} onChange={setConfirm} error={errors.confirm} autoComplete="off" isRequired />
        <div className={css.formActions}>
          <Button type="submit" className={`${button.primary} ${own.danger}`} isDisabled={form.busy}>
            {form.busy ? t.deleting() : t.submit()}
          </Button>
        </div>
        <p role="alert" className={css.formError}>
          {formError}
        </p>
      </Form>
    </Section>
  );
}
