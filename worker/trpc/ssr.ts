import type { Context } from 'hono';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { AppEnv } from '../context';
import { appRouter } from './root';
import { createContext } from './trpc';

/**
 * The site API called in-process (no HTTP) while a page renders. Every page gets the queries
 * it needs at first paint: the WhatsApp number (chat widget, WhatsApp buttons; served from the
 * isolate's cache, so a D1 read only every few minutes), plus whatever its `resolveHead` fetches
 * through these helpers (`await api.x.y.fetch(input)`). Everything fetched is handed to the
 * browser dehydrated in the bootstrap (`Bootstrap.queries`), so the page's `useQuery` calls read
 * the same data on the server and while hydrating, and nothing is fetched again.
 */
export function createPageHelpers(c: Context<AppEnv>) {
  return createServerSideHelpers({ router: appRouter, ctx: createContext(c) });
}

export type PageHelpers = ReturnType<typeof createPageHelpers>;

/** Starts the queries every page needs; the caller dehydrates once the page's own are in. */
export async function prefetchCommonQueries(helpers: PageHelpers): Promise<void> {
  await helpers.settings.whatsapp.prefetch();
}
