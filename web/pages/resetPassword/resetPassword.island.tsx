import { useEffect, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { island } from '../../islands/Island';
import { useHref } from '../../bootstrap-context';
import { AuthProvider, NAVIGATION_DELAY_MS, useAuth } from '../../auth/AuthProvider';
import { AuthScreen, Field, Spinner } from '../../auth/AuthScreen';
import { clearToasts, showToast } from '../../auth/toasts';
import { authErrorMessage } from '../../auth/errors';
import { button } from '../../theme/ui.css';
import * as css from '../../auth/auth.css';
import * as page from './resetPassword.css';

/** The page's form with its auth context: the page's island. */
function ResetPasswordIsland() {
  return (
    <AuthProvider eager>
      <ResetPasswordForm />
    </AuthProvider>
  );
}

/** An email link that failed (expired, used) comes back with `error_code` in the fragment. */
function linkFailed(): boolean {
  return /(?:^|[#&])error_code=/.test(window.location.hash) || /[?&]error_code=/.test(window.location.search);
}

function ResetPasswordForm() {
  const { LL } = useI18nContext();
  const t = LL.auth;
  const auth = useAuth();
  const href = useHref();
  const [failed, setFailed] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);

  useEffect(() => setFailed(linkFailed()), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    clearToasts();
    setAttempted(true);
    if (!password || !confirm) {
      showToast({ title: t.validation.fillAllFields(), tone: 'error' });
      return;
    }
    if (password !== confirm) {
      showToast({ title: t.validation.passwordsDontMatch(), tone: 'error' });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await auth.updatePassword(password);
      if (error) {
        showToast({ title: authErrorMessage(LL, 'reset', error), tone: 'error' });
        setSubmitting(false);
        return;
      }
      showToast({ title: t.reset.success(), tone: 'success' });
      window.setTimeout(() => window.location.assign(href('/dashboard')), NAVIGATION_DELAY_MS);
    } catch {
      showToast({ title: t.reset.error(), tone: 'error' });
      setSubmitting(false);
    }
  }

  if (failed || (!auth.loading && !auth.session)) {
    return (
      <AuthScreen title={t.reset.heading()}>
        <div className={css.notice}>
          <p className={page.problem} role="alert">
            {t.reset.invalidLink()}
          </p>
          <a className={button.secondary} href={href('/forgot-password')}>
            {t.reset.requestNew()}
          </a>
        </div>
      </AuthScreen>
    );
  }

  if (auth.loading) {
    return (
      <AuthScreen title={t.reset.heading()}>
        <Spinner label={t.reset.checking()} />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t.reset.heading()} intro={t.reset.intro()}>
      <Form className={css.form} method="post" validationBehavior="aria" onSubmit={onSubmit} aria-labelledby="auth-title">
        <Field name="password" type="password" autoComplete="new-password" label={t.fields.newPassword()} value={password} onChange={setPassword} isInvalid={attempted && !password} />
        <Field
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t.fields.confirmNewPassword()}
          value={confirm}
          onChange={setConfirm}
          isInvalid={attempted && (!confirm || confirm !== password)}
        />
        <Button type="submit" className={`${button.primary} ${css.submit}`} isDisabled={submitting}>
          {submitting ? t.reset.submitting() : t.reset.submit()}
        </Button>
      </Form>
    </AuthScreen>
  );
}

export default island(ResetPasswordIsland, { namespaces: ['auth'], due: 'emailLink', reusable: true });
