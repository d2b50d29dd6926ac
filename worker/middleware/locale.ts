import type { MiddlewareHandler } from 'hono';
import { splitLocale } from '../../shared/locales';

/**
 * Resolves the locale from the path prefix (/en, /es, /it; none = pt). Anything else is not a
 * locale: `/fr/precos` stays a pt path and ends in the not-found page.
 */
export const locale = (): MiddlewareHandler => async (c, next) => {
  const { locale, path } = splitLocale(c.req.path);
  c.set('locale', locale);
  c.set('localePath', path);
  await next();
};
