import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { island } from '../../islands/Island';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { AuthProvider, useAuth } from '../../auth/AuthProvider';
import { AuthScreen, Field } from '../../auth/AuthScreen';
import { clearToasts, showToast } from '../../auth/toasts';
import { authErrorMessage } from '../../auth/errors';
import { button } from '../../theme/ui.css';
import * as css from '../../auth/auth.css';
import * as page from './forgotPassword.css';

/** The page's form with its auth context: the page's island. It hydrates when the person first uses it. */
function ForgotPasswordIsland() {
  return (
    <AuthProvider>
      <ForgotPasswordForm />
    </AuthProvider>
  );
}

function ForgotPasswordForm() {
  const { LL } = useI18nContext();
  const t = LL.auth;
  const auth = useAuth();
  const href = useHref();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    clearToasts();
    setAttempted(true);
    if (!email.trim()) {
      showToast({ title: t.validation.emailRequired(), tone: 'error' });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await auth.sendRecoveryEmail(email.trim());
      if (error) {
        showToast({ title: authErrorMessage(LL, 'forgot', error), tone: 'error' });
        return;
      }
      showToast({ title: t.forgot.success(), tone: 'success' });
      setSentTo(email.trim());
    } catch {
      showToast({ title: t.forgot.error(), tone: 'error' });
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) return <SentNotice email={sentTo} />;

  return (
    <AuthScreen title={t.forgot.heading()} intro={t.forgot.intro()}>
      {/* The auth client (supabase-js) is fetched when the person starts on the form. */}
      <div onFocus={auth.prepare}>
        <Form className={css.form} method="post" validationBehavior="aria" onSubmit={onSubmit} aria-labelledby="auth-title">
          <Field name="email" type="email" autoComplete="email" label={t.fields.email()} value={email} onChange={setEmail} isInvalid={attempted && !email.trim()} />
          <Button type="submit" className={`${button.primary} ${css.submit}`} isDisabled={submitting}>
            {submitting ? t.forgot.submitting() : t.forgot.submit()}
          </Button>
        </Form>
      </div>
      <p className={css.links}>
        <a href={href('/login')}>{t.forgot.backToLogin()}</a>
      </p>
    </AuthScreen>
  );
}

/** Replaces the form once the email is on its way; focus moves to it so it is read out. */
function SentNotice({ email }: { email: string }) {
  const { LL } = useI18nContext();
  const href = useHref();
  const { config } = useBootstrap();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthScreen title={LL.auth.forgot.heading()}>
      <div className={css.notice}>
        <h2 className={page.sentTitle} tabIndex={-1} ref={heading}>
          {LL.auth.forgot.sentTitle()}
        </h2>
        <p>{LL.auth.forgot.sentText({ email })}</p>
        {config.localAuth ? (
          <p className={page.local}>
            {LL.auth.forgot.localOutbox()} <a href="/dev/mail">{LL.auth.forgot.localOutboxLink()}</a>
          </p>
        ) : null}
        <a className={button.secondary} href={href('/login')}>
          {LL.auth.forgot.backToLogin()}
        </a>
      </div>
    </AuthScreen>
  );
}

export default island(ForgotPasswordIsland, { namespaces: ['auth'], reusable: true });
