import type { Context } from 'hono';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { AppEnv } from '../context';
import { appRouter } from './root';
import { createContext } from './trpc';

/**
 * Queries every page needs at first paint, run in-process (no HTTP) while the page renders and
 * handed to the browser dehydrated in the bootstrap (`Bootstrap.queries`). Today that is the
 * WhatsApp number (chat widget, WhatsApp buttons): served from the isolate's cache, so this
 * costs a D1 read only every few minutes.
 */
export async function prefetchPageQueries(c: Context<AppEnv>): Promise<unknown> {
  const helpers = createServerSideHelpers({ router: appRouter, ctx: createContext(c) });
  await helpers.settings.whatsapp.prefetch();
  return helpers.dehydrate();
}
