import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { AuthProvider, useAuth } from '../../auth/AuthProvider';
import { Spinner } from '../../auth/AuthScreen';
import { AuthToasts, clearToasts, showToast } from '../../auth/toasts';
import type { SessionUser } from '../../../shared/bootstrap';
import { button, container } from '../../theme/ui.css';
import * as css from './dashboard.css';

/**
 * /dashboard (guarded at the edge): the signed-in person's name, email and user id, rendered on
 * the server from the verified session, and "Sair". The browser client loads right after
 * hydration, to keep the session fresh and to sign out.
 */
export default function DashboardPage() {
  return (
    <AuthProvider eager signedInOnly>
      <Dashboard />
      <AuthToasts />
    </AuthProvider>
  );
}

function Dashboard() {
  const { LL } = useI18nContext();
  const t = LL.auth.dashboard;
  const { user: verified } = useBootstrap();
  const auth = useAuth();
  const href = useHref();
  const [signingOut, setSigningOut] = useState(false);
  // The server always knows the visitor here (the guard let them in); without that (a page
  // rendered with no session data) the client session is awaited.
  const user: SessionUser | null =
    verified ?? (auth.user ? { id: auth.user.id, email: auth.user.email ?? '', name: (auth.user.user_metadata.name as string | undefined) ?? null } : null);

  async function signOut() {
    clearToasts();
    setSigningOut(true);
    const { error } = await auth.signOut();
    // Success: SIGNED_OUT opens /login.
    if (error) {
      showToast({ title: t.signOutError(), tone: 'error' });
      setSigningOut(false);
    }
  }

  return (
    <section className={css.page} aria-labelledby="dashboard-title">
      <div className={container}>
        <h1 id="dashboard-title">{t.heading()}</h1>
        {user ? (
          <>
            <p className={css.greeting}>{user.name ? t.greeting({ name: user.name }) : t.greetingNoName()}</p>
            <p className={css.lead}>{t.intro()}</p>
            <section className={css.card} aria-labelledby="account-title">
              <h2 id="account-title" className={css.cardTitle}>
                {t.accountTitle()}
              </h2>
              <dl className={css.details}>
                <div>
                  <dt>{t.name()}</dt>
                  <dd data-testid="user-name">{user.name ?? t.noName()}</dd>
                </div>
                <div>
                  <dt>{t.email()}</dt>
                  <dd data-testid="user-email">{user.email}</dd>
                </div>
                <div>
                  <dt>{t.userId()}</dt>
                  <dd data-testid="user-id" className={css.mono}>
                    {user.id}
                  </dd>
                </div>
              </dl>
              <Button className={button.secondary} onPress={signOut} isDisabled={signingOut}>
                {signingOut ? t.signingOut() : t.signOut()}
              </Button>
            </section>
            <p className={css.lead}>
              <a href={href('/dashboard/canais')}>{t.channelsLink()}</a>
            </p>
          </>
        ) : (
          <Spinner label={t.loading()} />
        )}
      </div>
    </section>
  );
}
