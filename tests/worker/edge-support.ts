/**
 * Helpers of the edge-delivery tests (issue 29): the app with a hook on every request's
 * database (its round trips and bookmark), a simulated distance, and a reader that times the
 * bytes of a streamed page as they arrive.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../../worker/app';
import type { RequestDatabase, RoundTrips } from '../../worker/db/connection';

export const ORIGIN = 'http://localhost';

export interface Metered {
  response: Response;
  /** The request's D1 work, read once the whole body has arrived. */
  roundTrips: () => RoundTrips;
  /** How the request's D1 session started: the bookmark it carried, or where it may read. */
  start: string;
}

/** A fetch through the app that records the request's database; `distance` sets D1_SIMULATED_DISTANCE. */
export function meteredFetch(options: { distance?: string } = {}) {
  let last: RequestDatabase | null = null;
  const app = createApp({
    pageCache: false,
    onDatabase: (database) => {
      last = database;
    },
  });
  const bindings = { ...env, D1_SIMULATED_DISTANCE: options.distance ?? '' } as Env;
  return async (path: string, init: RequestInit = {}): Promise<Metered> => {
    last = null;
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), bindings, ctx);
    const database = last as RequestDatabase | null;
    void waitOnExecutionContext(ctx);
    return {
      response,
      start: database?.start ?? '',
      roundTrips: () => {
        if (!database) throw new Error(`no database opened for ${path}`);
        return database.roundTrips;
      },
    };
  };
}

/** The levels of a request's round trips, for a failure message that names the query that made a page deeper. */
export function describeTrace(roundTrips: RoundTrips): string {
  return roundTrips.trace.map((entry) => `${entry.level}: ${entry.sql}`).join('\n');
}

export interface TimedChunk {
  /** Milliseconds since the request was made. */
  at: number;
  text: string;
}

/** Reads a response's body as it arrives: each chunk with the time it came. */
export async function timedChunks(response: Response, since: number): Promise<TimedChunk[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: TimedChunk[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push({ at: Date.now() - since, text: decoder.decode(value, { stream: true }) });
  }
}
