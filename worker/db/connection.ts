/**
 * The one place a request gets its database (issue 29). Every request's D1 binding is replaced,
 * once, where the app starts handling it (worker/middleware/database.ts), by a view that:
 *
 * - runs in a D1 session (Sessions API): reads may be answered by a nearby read replica
 *   ('first-unconstrained'); a request that writes starts on the primary ('first-primary'); a
 *   request that carries the bookmark of its visitor's last write starts from that bookmark, so
 *   nobody reads data older than what they wrote;
 * - counts round trips: a batch is one, a statement's first/all/run/raw is one, and the
 *   sequential depth counts calls made together as one level (Promise.all of three queries is
 *   depth 1, three awaited in a row is depth 3);
 * - in local mode only, waits a fixed time per round trip (D1_SIMULATED_DISTANCE), so tests
 *   and the bench see what a visitor far from the primary sees.
 *
 * Data code never changes: it keeps calling env.DB.prepare / env.DB.batch. The step after
 * replicas (shards by host) would pick the database here too: see README, "Capacity".
 */

import type { D1DatabaseSession, D1ExecResult, D1Result } from '@cloudflare/workers-types/index.ts';

/** What one request's D1 work came to so far. */
export interface RoundTrips {
  /** Round trips made (a batch is one). */
  total: number;
  /** Sequential levels: round trips made while none of the previous level had come back count once. */
  depth: number;
  /** Whether any round trip wrote (bookkeeping like rate-limit counters aside). */
  wrote: boolean;
  /** The first 200 round trips: their level and statement(s), to say which query made a page deeper. */
  trace: { level: number; sql: string }[];
}

/** The simulated distance of a local run, per round trip, in milliseconds. */
export interface SimulatedDistance {
  primaryMs: number;
  replicaMs: number;
}

/**
 * `D1_SIMULATED_DISTANCE`: "80" (every round trip 80 ms: no replica near the visitor) or
 * "80/5" (80 ms to the primary, 5 ms to a replica). Empty or unset: no delay. Anything else is
 * refused loudly rather than ignored.
 */
export function parseDistance(value: string | undefined): SimulatedDistance | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const match = /^(\d{1,4})(?:\s*\/\s*(\d{1,4}))?$/.exec(text);
  if (!match) throw new Error(`D1_SIMULATED_DISTANCE must be "<primary ms>" or "<primary ms>/<replica ms>", not ${JSON.stringify(text)}`);
  const primaryMs = Number(match[1]);
  return { primaryMs, replicaMs: match[2] === undefined ? primaryMs : Number(match[2]) };
}

/** A statement that only reads (SELECT, EXPLAIN, a WITH that ends in a SELECT). */
export function isReadOnly(sql: string): boolean {
  const text = sql.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  if (/^(SELECT|EXPLAIN|VALUES)\b/i.test(text)) return true;
  return /^WITH\b/i.test(text) && !/\b(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(text);
}

export interface OpenOptions {
  /** The bookmark of the visitor's last write, or how a fresh session starts. */
  start: string | 'first-unconstrained' | 'first-primary';
  /** Local mode's simulated distance (null: none). */
  distance: SimulatedDistance | null;
}

/** One request's database: the view data code sees, its counts and its session's bookmark. */
export interface RequestDatabase {
  db: D1Database;
  /** How its session started: a bookmark, 'first-unconstrained' or 'first-primary'. */
  start: string;
  roundTrips: RoundTrips;
  /** The session's latest bookmark (null before the first query, or where sessions do not exist). */
  bookmark(): string | null;
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Writes nobody reads back (the rate limits' counters): they go to the primary like any write,
 * but do not make the request's bookmark the visitor's (a refused form sets no cookie).
 */
const BOOKKEEPING = /^\s*(INSERT INTO|DELETE FROM)\s+api_rate_limits\b/i;
const MARKS = Symbol('marks the bookmark');

/** The real statement behind a counted one (batch hands D1 its own objects), and whether it writes. */
const INNER = Symbol('inner statement');
const WRITES = Symbol('writes');
type Counted = D1PreparedStatement & { [INNER]: D1PreparedStatement; [WRITES]: boolean; [MARKS]: boolean; sql: string };

/** A read waiting to be sent with the others made together (see openDatabase, `together`). */
interface Waiting {
  statements: D1PreparedStatement[];
  sql: string;
  /** The same read sent on its own (when it is the only one, or the batch failed). */
  alone: () => Promise<unknown>;
  /** Answers the caller from its statements' results in the batch. */
  settle: (results: D1Result[]) => void;
  resolveAlone: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** `first()` / `first(column)` of a statement's result in a batch, as D1 answers them alone. */
function firstOf(result: D1Result, column?: string): unknown {
  const row = (result.results[0] ?? null) as Record<string, unknown> | null;
  if (column === undefined || row === null) return row;
  if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
  return row[column];
}

/**
 * Opens the request's database on a binding. The binding's `withSession` is used when it exists
 * (workerd, Miniflare); a binding without it (the Node entry's platform proxy) is used as is.
 */
export function openDatabase(binding: D1Database, { start, distance }: OpenOptions): RequestDatabase {
  let session: Pick<D1DatabaseSession, 'prepare' | 'batch'> & { getBookmark?: () => string | null } = binding;
  try {
    if (typeof binding.withSession === 'function') session = binding.withSession(start);
  } catch (error) {
    // A bookmark D1 refuses is the caller's to handle; a binding without sessions is used as is.
    if (start !== 'first-unconstrained' && start !== 'first-primary') throw error;
  }
  const roundTrips: RoundTrips = { total: 0, depth: 0, wrote: false, trace: [] };
  // Replica or primary, for the simulated distance: a write goes to the primary; a session that
  // starts on the primary stays there; reads elsewhere may be served by a replica.
  const onPrimary = start === 'first-primary';

  // A round trip's level: one more than the deepest round trip that had already come back when
  // it started. Calls made together (Promise.all, a batch) share a level; a call made after
  // another came back is one level deeper, whether or not it needed its answer (in time, the
  // visitor waits for both).
  let settledLevel = 0;
  async function roundTrip<T>(write: boolean, marks: boolean, sql: string, call: () => Promise<T>, startedAt = settledLevel + 1): Promise<T> {
    const level = startedAt;
    roundTrips.depth = Math.max(roundTrips.depth, level);
    roundTrips.total += 1;
    if (marks) roundTrips.wrote = true;
    if (roundTrips.trace.length < 200) roundTrips.trace.push({ level, sql: sql.replace(/\s+/g, ' ').trim().slice(0, 160) });
    try {
      if (distance) await sleep(write || onPrimary ? distance.primaryMs : distance.replicaMs);
      return await call();
    } finally {
      settledLevel = Math.max(settledLevel, level);
    }
  }

  /**
   * Reads made together are sent together: every read (first, all, a batch of reads) started
   * before the isolate next turns to its event loop goes to D1 as one batch, one round trip
   * instead of one each. A page's queries start side by side in separate procedures (the shell's
   * list, the access check, the page's own batch): each used to be a call of its own. Alone, a
   * read goes as it was written. A write first sends the reads waiting, so D1 gets reads and
   * writes in the order the code made them (run and raw go on their own).
   */
  let waiting: { level: number; calls: Waiting[] } | null = null;
  function together<T>(statements: D1PreparedStatement[], sql: string, alone: () => Promise<T>, pick: (results: D1Result[]) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!waiting) {
        waiting = { level: settledLevel + 1, calls: [] };
        setTimeout(sendWaiting, 0);
      }
      waiting.calls.push({ statements, sql, alone, settle: (results) => resolve(pick(results)), resolveAlone: resolve as (value: unknown) => void, reject });
    });
  }
  function sendWaiting() {
    const group = waiting;
    waiting = null;
    if (!group) return;
    const { level, calls } = group;
    if (calls.length === 1) {
      const [call] = calls;
      roundTrip(false, false, call!.sql, call!.alone, level).then(call!.resolveAlone, call!.reject);
      return;
    }
    const statements = calls.flatMap((call) => call.statements);
    const sql = `together(${calls.map((call) => call.sql).join(' | ')})`;
    roundTrip(false, false, sql, () => session.batch(statements), level).then(
      (results) => {
        let at = 0;
        for (const call of calls) {
          const mine = results.slice(at, at + call.statements.length);
          at += call.statements.length;
          try {
            call.settle(mine);
          } catch (error) {
            call.reject(error);
          }
        }
      },
      // One read failed the batch (a batch is all or nothing): each is sent alone, so each caller gets its own answer or error.
      () => {
        for (const call of calls) roundTrip(false, false, call.sql, call.alone, level + 1).then(call.resolveAlone, call.reject);
      },
    );
  }
  /** A call that is not sent together: a write lets the reads waiting leave first. */
  function direct<T>(write: boolean, call: () => Promise<T>): Promise<T> {
    if (write) sendWaiting();
    return call();
  }

  function counted(inner: D1PreparedStatement, write: boolean, sql: string): Counted {
    const marks = write && !BOOKKEEPING.test(sql);
    const statement = {
      [INNER]: inner,
      [WRITES]: write,
      [MARKS]: marks,
      sql,
      bind: (...values: unknown[]) => counted(inner.bind(...values), write, sql),
      first: (column?: string) =>
        write
          ? direct(write, () => roundTrip(write, marks, sql, () => (column === undefined ? inner.first() : inner.first(column))))
          : together<unknown>([inner], sql, () => (column === undefined ? inner.first() : inner.first(column)), ([result]) => firstOf(result!, column)),
      all: () => (write ? direct(write, () => roundTrip(write, marks, sql, () => inner.all())) : together([inner], sql, () => inner.all(), ([result]) => result!)),
      run: () => direct(write, () => roundTrip(write, marks, sql, () => inner.run())),
      raw: (options?: { columnNames?: boolean }) => direct(write, () => roundTrip(write, marks, sql, () => (options?.columnNames ? inner.raw({ columnNames: true }) : inner.raw()))),
    };
    return statement as unknown as Counted;
  }

  const db = {
    prepare(sql: string): D1PreparedStatement {
      return counted(session.prepare(sql), !isReadOnly(sql), sql);
    },
    batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
      const inner = statements.map((statement) => (statement as Partial<Counted>)[INNER] ?? statement);
      // A statement not made here (none should be) is taken as a write.
      const write = statements.some((statement) => (statement as Partial<Counted>)[WRITES] ?? true);
      const marks = statements.some((statement) => (statement as Partial<Counted>)[MARKS] ?? true);
      const sql = `batch(${statements.map((statement) => (statement as Partial<Counted>).sql ?? '?').join(' | ')})`;
      const call = () => session.batch<T>(inner);
      if (write || inner.length === 0) return direct(write, () => roundTrip(write, marks, sql, call));
      return together(inner, sql, call, (results) => results as D1Result<T>[]);
    },
    exec(sql: string): Promise<D1ExecResult> {
      // Not part of a session (D1DatabaseSession has no exec): straight to the primary.
      return direct(true, () => roundTrip(true, true, sql, () => binding.exec(sql)));
    },
    withSession(): D1DatabaseSession {
      // Already in the request's session.
      return { prepare: db.prepare, batch: db.batch, getBookmark: () => session.getBookmark?.() ?? null } as unknown as D1DatabaseSession;
    },
    dump(): Promise<ArrayBuffer> {
      return binding.dump();
    },
  };

  return { db: db as unknown as D1Database, start, roundTrips, bookmark: () => session.getBookmark?.() ?? null };
}
