/**
 * POST /dashboard/site (every locale; issue 45): the site settings form without JavaScript. It
 * calls host.site.update in-process, then redirects (303) to the page: `?saved=1`, or back with
 * what was typed and why it was refused (`?draft=` the form's values as JSON, `&errors=` field →
 * code), so the page shows each error next to its field and keeps the input. Only the signed-in
 * host's own settings travel in that URL, to their own workspace page. The form is multipart:
 * a logo file (`logoFile`) chosen without JavaScript is stored after the save, through the
 * same pipeline as POST /api/host/site/logo (worker/site/logo.ts); refused, it comes back as
 * `errors.logoFile` (the rest of the site is saved).
 */
import type { Handler, Hono } from 'hono';
import { TRPCError } from '@trpc/server';
import type { AppEnv } from '../context';
import { isCrossSite } from '../trpc/origin';
import { createCaller } from '../trpc/root';
import { createContext, InputIssues } from '../trpc/trpc';
import { everyLocalePath, localizePath } from '../../shared/locales';
import { errorsOf, errorsOfRefusal, siteInputOf } from '../../shared/site/form';
import { MAX_PHOTO_BYTES } from '../../shared/host/photos';
import { storeSiteLogo } from './logo';

export const siteFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const locale = c.get('locale');
  const page = localizePath('/dashboard/site', locale);
  if (!c.get('user')) return c.redirect(localizePath('/login', locale), 303);
  const form = await c.req.formData();
  const input = siteInputOf(form);
  const file = form.get('logoFile');
  const logo = typeof file === 'object' && file !== null && file.size > 0 ? file : null;
  const back = (errors: Record<string, string>) => c.redirect(`${page}?draft=${encodeURIComponent(JSON.stringify(input))}&errors=${encodeURIComponent(JSON.stringify(errors))}`, 303);
  try {
    await createCaller(createContext(c)).host.site.update(input as never);
    if (logo) {
      if (logo.size > MAX_PHOTO_BYTES) return back({ logoFile: 'logo_too_large' });
      const stored = await storeSiteLogo(c.env, new URL(c.req.url).origin, c.get('user')!.id, new Uint8Array(await logo.arrayBuffer()));
      if ('refused' in stored) return back({ logoFile: stored.refused });
    }
    return c.redirect(`${page}?saved=1`, 303);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const errors = error.cause instanceof InputIssues ? errorsOf(error.cause.issues) : errorsOfRefusal({ data: { code: error.code }, message: error.message });
    if (error.code === 'FORBIDDEN') errors.form = 'failed';
    return back(errors);
  }
};

export function mountSiteForms(app: Hono<AppEnv>): void {
  app.on('POST', everyLocalePath('/dashboard/site'), siteFormPost);
}
