/**
 * POST /demo/start { locale }: "Experimente agora" on /demo, the home and the pricing page. A
 * plain form post (works without JavaScript): makes the visitor's demo copy and account
 * (worker/demo/copy.ts), stores the session in the cookies the edge verifies and answers 303 to
 * the workspace. Refused from another site by the app's one guard (worker/middleware/same-site.ts), and past
 * RATE_LIMITS.demo per address (303 back to /demo?demo=limit, or 429 for JSON clients).
 */
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { readSessionCookie, sessionSetCookies } from '../auth/cookie';
import { localIssuer } from '../auth/jwt';
import { sessionSource } from '../middleware/session';
import { hitRateLimit, RATE_LIMITS } from '../trpc/rate-limit';
import { clientKeyOf } from '../middleware/client';
import { localizePath, toLocale } from '../../shared/locales';
import { createLocalDemo, createSupabaseDemo, DemoUnavailable, type DemoAccount } from './copy';

/** Why /demo was opened again instead of the workspace (its `?demo=` parameter). */
export type DemoStartError = 'limit' | 'unavailable';

async function localeField(c: Context<AppEnv>): Promise<string | undefined> {
  if (Number(c.req.header('content-length') ?? 0) > 1024) return undefined;
  try {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && typeof (body as { locale?: unknown }).locale === 'string' ? (body as { locale: string }).locale : undefined;
    }
    const body = await c.req.parseBody();
    return typeof body.locale === 'string' ? body.locale : undefined;
  } catch {
    return undefined;
  }
}

async function startDemo(c: Context<AppEnv>) {
  const locale = toLocale(await localeField(c));
  const json = (c.req.header('accept') ?? '').includes('application/json');
  const refuse = (error: DemoStartError) => {
    c.header('cache-control', 'private, no-store');
    if (json) return c.json({ error }, error === 'limit' ? 429 : 503);
    return c.redirect(`${localizePath('/demo', locale)}?demo=${error}`, 303);
  };
  // The same client key as every other rate limit: without cf-connecting-ip no shared bucket (issue 38).
  const client = clientKeyOf(c);
  if ((await hitRateLimit(c.env.DB, 'demo', client, RATE_LIMITS.demo)) !== null) return refuse('limit');

  let account: DemoAccount;
  try {
    if (!c.env.SUPABASE_URL) {
      const origin = new URL(c.req.url).origin;
      account = await createLocalDemo(c.env, { issuer: localIssuer(origin), ip: c.req.header('cf-connecting-ip') ?? null, userAgent: c.req.header('user-agent') ?? null });
    } else {
      account = await createSupabaseDemo(c.env as Env & { SUPABASE_SECRET_KEY?: string });
    }
  } catch (error) {
    const unavailable = error instanceof DemoUnavailable;
    console.error(JSON.stringify({ level: unavailable ? 'warn' : 'error', where: 'demo-start', requestId: c.get('requestId'), message: String(error) }));
    if (unavailable) return refuse('unavailable');
    throw error;
  }

  const source = sessionSource(c);
  const stored = readSessionCookie(getCookie(c), source.cookieKey);
  const secure = new URL(c.req.url).protocol === 'https:';
  for (const cookie of sessionSetCookies(source.cookieKey, stored.state === 'absent' ? [] : stored.names, account.session, { secure })) {
    c.header('set-cookie', cookie, { append: true });
  }
  c.header('cache-control', 'private, no-store');
  const workspace = localizePath('/dashboard', locale);
  if (json) return c.json({ ok: true, redirect: workspace, expiresAt: account.expiresAt });
  return c.redirect(workspace, 303);
}

export function mountDemo(app: Hono<AppEnv>) {
  app.post('/demo/start', startDemo);
}
