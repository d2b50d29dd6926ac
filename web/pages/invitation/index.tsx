/**
 * /convite/:token (issue 26): the link of a team invitation. Without a session: create an
 * account (with the invited email) or sign in, both coming back here (`?next=`). Signed in:
 * what the invitation offers and a button to accept it, which opens the workspace on the first
 * section of the role. The secret is checked by host.team.invitation / host.team.accept.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { TrpcProvider, trpc } from '../../trpc/react';
import { landingPath } from '../../workspace/WorkspaceShell';
import { failureOf } from '../../workspace/editor/issues';
import { button } from '../../theme/ui.css';
import * as css from './invitation.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';

export async function resolveHead({ api, params, user }: HeadInput): Promise<HeadInfo> {
  if (user) await api.host.team.invitation.fetch({ token: params.token ?? '' }).catch(() => undefined);
  return { noindex: true };
}

export default function InvitationPage({ params }: PageProps) {
  return (
    <TrpcProvider>
      <Invitation token={params.token ?? ''} />
    </TrpcProvider>
  );
}

function Invitation({ token }: { token: string }) {
  const { LL } = useI18nContext();
  const t = LL.team.invitation;
  const { user, path } = useBootstrap();
  const href = useHref();
  const next = encodeURIComponent(href(path));
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t.title()}</h1>
      {user ? (
        <Offer token={token} />
      ) : (
        <>
          <p>{t.anonymous()}</p>
          <p className={css.actions}>
            <a className={button.primary} href={`${href('/register')}?next=${next}`}>
              {t.createAccount()}
            </a>
            <a className={button.secondary} href={`${href('/login')}?next=${next}`}>
              {t.signIn()}
            </a>
          </p>
        </>
      )}
    </div>
  );
}

function Offer({ token }: { token: string }) {
  const { LL } = useI18nContext();
  const t = LL.team.invitation;
  const href = useHref();
  const invitation = trpc.host.team.invitation.useQuery({ token }, { retry: false });
  const accept = trpc.host.team.accept.useMutation();
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  if (invitation.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!invitation.data) return <p role="alert">{t.notFound()}</p>;
  const offer = invitation.data;
  const role = LL.workspace.roles[offer.role]();
  if (offer.status !== 'open') return <p role="alert">{offer.status === 'expired' ? t.expired() : t.notFound()}</p>;

  async function onAccept() {
    setError('');
    try {
      const accepted = await accept.mutateAsync({ token });
      setDone(true);
      window.location.assign(href(landingPath(accepted.role)));
    } catch (failed) {
      const failure = failureOf(failed);
      setError(failure.code === 'FORBIDDEN' ? t.otherEmail({ email: offer.email }) : failure.code === 'PRECONDITION_FAILED' ? t.expired() : failure.code === 'NOT_FOUND' ? t.notFound() : t.error());
    }
  }

  return (
    <>
      <p>{t.lead({ owner: offer.ownerEmail, email: offer.email, role })}</p>
      <h2>{t.properties()}</h2>
      <ul className={css.list}>
        {offer.properties.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {error && <p role="alert">{error}</p>}
      {done && <p role="status">{t.accepted()}</p>}
      <p className={css.actions}>
        <Button className={button.primary} onPress={onAccept} isDisabled={accept.isPending || done} data-testid="accept-invitation">
          {t.accept()}
        </Button>
      </p>
    </>
  );
}
