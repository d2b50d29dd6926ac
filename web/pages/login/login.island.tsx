import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { island } from '../../islands/Island';
import { useHref } from '../../bootstrap-context';
import { AuthProvider, useAuth } from '../../auth/AuthProvider';
import { AuthScreen, Field } from '../../auth/AuthScreen';
import { clearToasts, showToast } from '../../auth/toasts';
import { authErrorMessage } from '../../auth/errors';
import { button } from '../../theme/ui.css';
import * as css from '../../auth/auth.css';
import * as page from './login.css';

/** The page's form with its auth context: the page's island. It hydrates when the person first uses it. */
function LoginIsland() {
  return (
    <AuthProvider>
      <LoginForm />
    </AuthProvider>
  );
}

function LoginForm() {
  const { LL } = useI18nContext();
  const t = LL.auth;
  const auth = useAuth();
  const href = useHref();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  // Sign-in refused for an unconfirmed email: offer the confirmation again (POST /resend).
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  async function onResend() {
    if (!unconfirmed || resending) return;
    clearToasts();
    setResending(true);
    const { error } = await auth.resendConfirmation(unconfirmed);
    setResending(false);
    showToast(error ? { title: authErrorMessage(LL, 'login', error), tone: 'error' } : { title: LL.accountSettings.resend.sent(), tone: 'success' });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    clearToasts();
    setAttempted(true);
    if (!email.trim() || !password) {
      showToast({ title: t.validation.fillAllFields(), tone: 'error' });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await auth.signIn(email.trim(), password);
      if (error) {
        setUnconfirmed(error.code === 'email_not_confirmed' ? email.trim() : null);
        showToast({ title: authErrorMessage(LL, 'login', error), tone: 'error' });
        setSubmitting(false);
        return;
      }
      // Stays in its submitting state: the home page opens next (SIGNED_IN).
      showToast({ title: t.login.success(), tone: 'success' });
    } catch {
      showToast({ title: t.login.error(), tone: 'error' });
      setSubmitting(false);
    }
  }

  return (
    <AuthScreen title={t.login.heading()} intro={t.login.intro()}>
      {/* The auth client (supabase-js) is fetched when the person starts on the form. */}
      <div onFocus={auth.prepare}>
        <Form className={css.form} method="post" validationBehavior="aria" onSubmit={onSubmit} aria-labelledby="auth-title">
          <Field name="email" type="email" autoComplete="email" label={t.fields.email()} value={email} onChange={setEmail} isInvalid={attempted && !email.trim()} />
          <Field name="password" type="password" autoComplete="current-password" label={t.fields.password()} value={password} onChange={setPassword} isInvalid={attempted && !password} />
          <a className={css.inlineLink} href={href('/forgot-password')}>
            {t.login.forgotPassword()}
          </a>
          <Button type="submit" className={`${button.primary} ${css.submit}`} isDisabled={submitting}>
            {submitting ? t.login.submitting() : t.login.submit()}
          </Button>
        </Form>
        {unconfirmed ? (
          <Button className={`${button.secondary} ${css.submit}`} onPress={onResend} isDisabled={resending}>
            {resending ? LL.accountSettings.resend.sending() : LL.accountSettings.resend.action()}
          </Button>
        ) : null}
      </div>
      <p className={`${css.links} ${page.register}`}>
        <span>
          {t.login.noAccount()} <a href={href('/register')}>{t.login.registerLink()}</a>
        </span>
      </p>
    </AuthScreen>
  );
}

export default island(LoginIsland, { namespaces: ['auth', 'accountSettings'], reusable: true });
