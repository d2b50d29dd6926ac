import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../../worker/trpc/root';

/** Where the site API lives (same origin; no transformer: plain JSON on the wire). */
export const API_URL = '/api/trpc';

/** Calls made within a few milliseconds of each other travel as one batched request. */
export const apiLinks = () => [httpBatchLink({ url: API_URL, maxURLLength: 2_000 })];

/**
 * The plain tRPC client, for code outside React Query's reach: the footer newsletter form
 * imports this module on first use, so @trpc/client never weighs on a page's first load.
 */
export const api = createTRPCClient<AppRouter>({ links: apiLinks() });
