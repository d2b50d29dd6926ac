/**
 * /convite/:token (issue 26): the link of a team invitation. Without a session: create an
 * account (with the invited email) or sign in, both coming back here (`?next=`). Signed in:
 * what the invitation offers and a button to accept it (a plain form post, worker/team/forms.ts,
 * that works without JavaScript), which opens the workspace on the first section of the role.
 * The secret is checked by host.team.invitation / host.team.accept.
 */
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { TrpcProvider, trpc } from '../../trpc/react';
import { button } from '../../theme/ui.css';
import * as css from './invitation.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';

export async function resolveHead({ api, params, user }: HeadInput): Promise<HeadInfo> {
  if (user) await api.host.team.invitation.fetch({ token: params.token ?? '' }).catch(() => undefined);
  // Signed out: the invited address, which the sign-up form then shows filled in and fixed (issue 40).
  else await api.invitation.invitee.fetch({ token: params.token ?? '' }).catch(() => undefined);
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
  const invitee = trpc.invitation.invitee.useQuery({ token }, { enabled: !user, retry: false });
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t.title()}</h1>
      {user ? (
        <Offer token={token} />
      ) : (
        <>
          <p>{t.anonymous()}</p>
          <p className={css.actions}>
            <a className={button.primary} href={`${href('/register')}?next=${next}${invitee.data ? `&email=${encodeURIComponent(invitee.data.email)}` : ''}`}>
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

/** What `?error=` says (worker/team/forms.ts names why the acceptance was refused). */
const ERRORS = ['other_email', 'expired', 'not_found', 'error'] as const;

function Offer({ token }: { token: string }) {
  const { LL } = useI18nContext();
  const t = LL.team.invitation;
  const href = useHref();
  const { search } = useBootstrap();
  const invitation = trpc.host.team.invitation.useQuery({ token }, { retry: false, retryOnMount: false });
  if (invitation.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!invitation.data) return <p role="alert">{t.notFound()}</p>;
  const offer = invitation.data;
  const role = LL.workspace.roles[offer.role]();
  if (offer.status !== 'open') return <p role="alert">{offer.status === 'expired' ? t.expired() : t.notFound()}</p>;
  const refused = ERRORS.find((code) => code === new URLSearchParams(search).get('error'));
  const error = refused === 'other_email' ? t.otherEmail({ email: offer.email }) : refused === 'expired' ? t.expired() : refused === 'not_found' ? t.notFound() : refused ? t.error() : '';

  // A plain form post, with or without JavaScript: the server accepts and opens the workspace on
  // the first section of the role (303), or comes back here saying why not.
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
      <form method="post" action={href(`/convite/${token}`)} className={css.actions}>
        <Button type="submit" className={button.primary} data-testid="accept-invitation">
          {t.accept()}
        </Button>
      </form>
    </>
  );
}
