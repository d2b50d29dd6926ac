/**
 * POST /convite/:token (every locale; issue 26): accepting a team invitation without JavaScript,
 * a plain form post from the invitation page. It calls host.team.accept in-process, then
 * redirects (303): to the first workspace section of the role, or back to the invitation with
 * `?error=other_email|expired|not_found|error` (the page says why in its language). Signed out:
 * to the sign-in page, which comes back to the invitation (`?next=`).
 */
import type { Handler, Hono } from 'hono';
import { TRPCError } from '@trpc/server';
import type { AppEnv } from '../context';
import { isCrossSite } from '../trpc/origin';
import { createCaller } from '../trpc/root';
import { createContext } from '../trpc/trpc';
import { everyLocalePath, localizePath } from '../../shared/locales';
import { acceptSchema } from '../../shared/team/schemas';
import { landingPath } from '../../web/workspace/WorkspaceShell';

/** Why an acceptance was refused, as the page's `?error=` names it. */
export type InvitationError = 'other_email' | 'expired' | 'not_found' | 'error';

function errorOf(error: TRPCError): InvitationError {
  switch (error.code) {
    case 'FORBIDDEN':
      return 'other_email';
    case 'PRECONDITION_FAILED':
      return 'expired';
    case 'NOT_FOUND':
      return 'not_found';
    default:
      return 'error';
  }
}

export const invitationFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const token = c.req.param('token') ?? '';
  if (!acceptSchema.safeParse({ token }).success) return c.notFound();
  const locale = c.get('locale');
  const page = localizePath(`/convite/${token}`, locale);
  if (!c.get('user')) return c.redirect(`${localizePath('/login', locale)}?next=${encodeURIComponent(page)}`, 303);
  try {
    const accepted = await createCaller(createContext(c)).host.team.accept({ token });
    return c.redirect(localizePath(landingPath(accepted.role), locale), 303);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return c.redirect(`${page}?error=${errorOf(error)}`, 303);
  }
};

export function mountTeamForms(app: Hono<AppEnv>): void {
  app.on('POST', everyLocalePath('/convite/:token'), invitationFormPost);
}
