/**
 * POST /dashboard/nomes (every locale; issue 39): a room type's, rate plan's or add-on's main
 * name and its names per language, saved without JavaScript (shared/host/names-form.ts). It
 * calls the editors' own procedures in-process (host.roomTypes.update, host.ratePlans.update,
 * host.addons.update with the add-on's other fields as stored), so the same checks hold: another
 * host's row is NOT_FOUND, a role without the permission FORBIDDEN. Then 303 to the editor's
 * page: saved, or back with what was typed and why it was refused.
 */
import type { Handler, Hono } from 'hono';
import { TRPCError } from '@trpc/server';
import type { AppEnv } from './context';
import { isCrossSite } from './trpc/origin';
import { createCaller } from './trpc/root';
import { createContext, InputIssues } from './trpc/trpc';
import { everyLocalePath, localizePath } from '../shared/locales';
import { NAMES_FORM_PATH, NAMES_KINDS, namesDraftOf, namesPageOf, namesRowKey, type NamesKind } from '../shared/host/names-form';

const idOf = (value: unknown) => (typeof value === 'string' && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : null);

export const namesFormPost: Handler<AppEnv> = async (c) => {
  if (isCrossSite(c)) return c.text('Cross-site form posts are not allowed', 403);
  const locale = c.get('locale');
  if (!c.get('user')) return c.redirect(localizePath('/login', locale), 303);
  const form = await c.req.formData();
  const kind = NAMES_KINDS.find((known) => known === form.get('kind')) as NamesKind | undefined;
  const id = idOf(form.get('id'));
  const propertyId = idOf(form.get('propertyId'));
  if (!kind || id === null || propertyId === null) return c.text('Bad form', 400);
  // Where the answer lands on the page: the form's own heading (letters, digits, dashes only).
  const anchor = String(form.get('anchor') ?? '');
  const hash = /^[a-z][a-z0-9-]{0,60}$/.test(anchor) ? `#${anchor}` : '';
  const page = localizePath(namesPageOf(kind, propertyId), locale);
  const join = page.includes('?') ? '&' : '?';
  const draft = namesDraftOf(form, kind);
  const host = createCaller(createContext(c)).host;
  try {
    if (kind === 'roomType') await host.roomTypes.update({ id, ...draft });
    else if (kind === 'ratePlan') await host.ratePlans.update({ id, ...draft });
    else {
      const addon = (await host.pricing.get({ propertyId })).addons.find((row) => row.id === id);
      if (!addon) throw new TRPCError({ code: 'NOT_FOUND' });
      await host.addons.update({ id, priceCents: addon.priceCents, per: addon.per, optional: addon.optional, ...draft });
    }
    return c.redirect(`${page}${join}saved=${namesRowKey(kind, id)}${hash}`, 303);
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const errors: Record<string, string> = {};
    if (error.cause instanceof InputIssues) for (const issue of error.cause.issues) errors[issue.field || 'input'] ??= issue.message;
    else errors.form = error.code;
    const query = `edit=${namesRowKey(kind, id)}&draft=${encodeURIComponent(JSON.stringify(draft))}&errors=${encodeURIComponent(JSON.stringify(errors))}`;
    return c.redirect(`${page}${join}${query}${hash}`, 303);
  }
};

export function mountNamesForm(app: Hono<AppEnv>): void {
  app.on('POST', everyLocalePath(NAMES_FORM_PATH), namesFormPost);
}
