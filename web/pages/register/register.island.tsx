import { useState, type FormEvent } from 'react';
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
import * as page from './register.css';

/** The page's form with its auth context: the page's island. It hydrates when the person first uses it. */
function RegisterIsland() {
  return (
    <AuthProvider>
      <RegisterForm />
    </AuthProvider>
  );
}

const EMPTY = { name: '', email: '', password: '', confirm: '' };

/**
 * `?email=` from a team invitation's "create my account" link (issue 40): the invited address,
 * filled in and fixed (an invitation is accepted by that address only). Anything that is not an
 * email address is ignored.
 */
function invitedEmail(search: string): string {
  const email = new URLSearchParams(search).get('email')?.trim() ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : '';
}

function RegisterForm() {
  const { LL } = useI18nContext();
  const t = LL.auth;
  const auth = useAuth();
  const href = useHref();
  const invited = invitedEmail(useBootstrap().search);
  const [values, setValues] = useState({ ...EMPTY, email: invited });
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((previous) => ({ ...previous, [key]: value }));
  const missing = (key: keyof typeof EMPTY) => attempted && !values[key].trim();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    clearToasts();
    setAttempted(true);
    const { name, email, password, confirm } = values;
    if (!name.trim() || !email.trim() || !password || !confirm) {
      showToast({ title: t.validation.fillAllFields(), tone: 'error' });
      return;
    }
    if (password !== confirm) {
      showToast({ title: t.validation.passwordsDontMatch(), tone: 'error' });
      return;
    }
    setSubmitting(true);
    try {
      const { error, session } = await auth.signUp(name.trim(), email.trim(), password);
      if (error) {
        showToast({ title: authErrorMessage(LL, 'register', error), tone: 'error' });
        setSubmitting(false);
        return;
      }
      showToast({ title: t.register.success(), tone: 'success' });
      // Signed in at once (no confirmation needed): the home page opens next. Otherwise the
      // confirmation email is on its way and the form is ready again.
      if (!session) {
        setValues({ ...EMPTY, email: invited });
        setAttempted(false);
        setSubmitting(false);
      }
    } catch {
      showToast({ title: t.register.error(), tone: 'error' });
      setSubmitting(false);
    }
  }

  return (
    <AuthScreen title={t.register.heading()} intro={t.register.intro()}>
      {/* The auth client (supabase-js) is fetched when the person starts on the form. */}
      <div onFocus={auth.prepare}>
        <Form className={css.form} method="post" validationBehavior="aria" onSubmit={onSubmit} aria-labelledby="auth-title">
          <Field name="name" autoComplete="name" label={t.fields.name()} value={values.name} onChange={set('name')} isInvalid={missing('name')} />
          <Field
            name="email"
            type="email"
            autoComplete="email"
            label={t.fields.email()}
            value={values.email}
            onChange={set('email')}
            isInvalid={missing('email')}
            isReadOnly={invited !== ''}
            description={invited ? t.register.invitedEmail() : undefined}
          />
          <Field name="password" type="password" autoComplete="new-password" label={t.fields.password()} value={values.password} onChange={set('password')} isInvalid={missing('password')} />
          <Field
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            label={t.fields.confirmPassword()}
            value={values.confirm}
            onChange={set('confirm')}
            isInvalid={missing('confirm') || (attempted && values.confirm !== '' && values.confirm !== values.password)}
          />
          <Button type="submit" className={`${button.primary} ${css.submit}`} isDisabled={submitting}>
            {submitting ? t.register.submitting() : t.register.submit()}
          </Button>
        </Form>
      </div>
      <p className={`${css.links} ${page.login}`}>
        <span>
          {t.register.hasAccount()} <a href={href('/login')}>{t.register.loginLink()}</a>
        </span>
      </p>
    </AuthScreen>
  );
}

export default island(RegisterIsland, { namespaces: ['auth'], reusable: true });
