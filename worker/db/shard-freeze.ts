/**
 * A host frozen for the last step of a move between shards (issue 46, item 4): migration 0044's
 * triggers abort any batch writing the host's reservations, nights or audit events on the source
 * shard with 'host_frozen'. The batch wrote nothing; the caller retries in a few seconds (the
 * freeze lasts the final copy and check). The API answers it as a retryable error, not a 500.
 */
export const FROZEN_RETRY_SECONDS = 2;

/** True when `error` (or its cause) is a write refused because its host is frozen. */
export function isHostFrozen(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 4; at = (at as { cause?: unknown }).cause, depth++) {
    if (/host_frozen/.test(String((at as Error)?.message ?? at))) return true;
  }
  return false;
}

export const HOST_FROZEN_MESSAGE = 'This host is moving between databases: nothing was written; retry in a few seconds.';

/** The retryable answer to a frozen write (tRPC's SERVICE_UNAVAILABLE, 503 with Retry-After): the cause it carries. */
export class HostFrozen extends Error {
  readonly retryAfterSeconds = FROZEN_RETRY_SECONDS;
  constructor(cause: unknown) {
    super(`host_frozen: ${HOST_FROZEN_MESSAGE}`, { cause });
  }
}
