import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * Browsers name the page that sent a request in Origin (and Sec-Fetch-Site). A state-changing
 * request from any other site is refused: nobody can make a visitor's browser post for them.
 * Clients that send neither (curl, server-side code) cannot carry a visitor's cookies and pass.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const allowed = new Set([new URL(c.req.url).origin]);
  try {
    allowed.add(new URL(c.env.SITE_URL).origin);
  } catch {
    // No valid SITE_URL: only this origin.
  }
  if (origin !== undefined) return !allowed.has(origin);
  return fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
}
