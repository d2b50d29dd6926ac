import type { Locale } from '../shared/locales';
import type { SessionUser } from '../shared/bootstrap';
import type { RequestDatabase } from './db/connection';

/** Typed once: every handler sees c.get('locale') etc. with its type. */
declare module 'hono' {
  interface ContextVariableMap {
    /** The page's locale, from the path prefix. */
    locale: Locale;
    /** The request path without its locale prefix. */
    localePath: string;
    /** The visitor as verified at the edge from the Supabase session cookie, or null. */
    user: SessionUser | null;
    /** The request's D1 session, its round-trip counts and bookmark (worker/middleware/database.ts). */
    database: RequestDatabase;
  }
}

export type AppEnv = { Bindings: Env };
