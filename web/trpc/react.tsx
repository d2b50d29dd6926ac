import { useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../worker/trpc/root';
import { useBootstrap } from '../bootstrap-context';
import { apiLinks } from './client';

/**
 * tRPC + TanStack Query for the pages that run queries or mutations (/contato). Only those
 * pages import this module, so the shell and the home page never carry react-query.
 *
 * Defaults from the spec: retry 3, cache (gc) time 5 minutes. `staleTime` keeps the queries
 * the server prefetched (hydrated below from the bootstrap) fresh, so nothing is fetched
 * again right after hydration.
 */
export const trpc = createTRPCReact<AppRouter>();

export const QUERY_DEFAULTS = {
  queries: { retry: 3, gcTime: 5 * 60_000, staleTime: 60_000, refetchOnWindowFocus: false },
  mutations: { retry: 0 },
} as const;

export function TrpcProvider({ children }: { children: ReactNode }) {
  const { queries } = useBootstrap();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  const [client] = useState(() => trpc.createClient({ links: apiLinks() }));
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={queries as DehydratedState | undefined}>{children}</HydrationBoundary>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
