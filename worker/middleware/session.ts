import type { MiddlewareHandler } from 'hono';

/**
 * Reads and verifies the Supabase session cookie at the edge, setting c.var.user.
 * (Verification is built with the accounts feature; until then nobody is signed in.)
 */
export const session = (): MiddlewareHandler => async (c, next) => {
  c.set('user', null);
  await next();
};
