/**
 * Reads a query's data out of the dehydrated TanStack Query state the server put in the
 * bootstrap (`Bootstrap.queries`), WITHOUT loading TanStack Query. The shell (header, footer,
 * chat widget, WhatsApp buttons) only needs the WhatsApp number, and keeping react-query out of
 * it keeps the home page inside its JS budget. Pages that do load react-query hydrate the very
 * same state, so both read identical data and nothing is fetched again after hydration.
 *
 * Keys follow @trpc/react-query: `[path.split('.'), { input?, type: 'query' }]`.
 */
interface DehydratedQuery {
  queryKey: unknown[];
  state: { data?: unknown; status?: string };
}

function isDehydratedQuery(value: unknown): value is DehydratedQuery {
  if (!value || typeof value !== 'object') return false;
  const query = value as Partial<DehydratedQuery>;
  return Array.isArray(query.queryKey) && Boolean(query.state) && typeof query.state === 'object';
}

function samePath(key: unknown, path: readonly string[]): boolean {
  return Array.isArray(key) && key.length === path.length && key.every((part, index) => part === path[index]);
}

/** The data of the successful query at `path` (tRPC procedure path, e.g. 'settings.whatsapp'). */
export function readDehydratedQuery<T>(state: unknown, procedure: string): T | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const queries = (state as { queries?: unknown }).queries;
  if (!Array.isArray(queries)) return undefined;
  const path = procedure.split('.');
  for (const query of queries) {
    if (isDehydratedQuery(query) && samePath(query.queryKey[0], path) && query.state.status === 'success') {
      return query.state.data as T;
    }
  }
  return undefined;
}
