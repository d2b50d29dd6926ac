/**
 * How the site API is wired (create-t3-app layout):
 *   1. context: what every procedure may use (bindings, request id, client address, user)
 *   2. initialisation: no transformer (plain JSON on the wire), errors that name the field
 *   3. procedure helpers: `publicProcedure`, and `rateLimited(action)` for mutations
 * The routers live in ./routers, composed in ./root.ts; ./handler.ts mounts them on Hono.
 */
import { FROZEN_RETRY_SECONDS, HOST_FROZEN_MESSAGE, HostFrozen, isHostFrozen } from '../db/shard-freeze';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context as HonoContext } from 'hono';
import * as z from 'zod/mini';
import '../zod-en';
import type { AppEnv } from '../context';
import type { SessionUser } from '../../shared/bootstrap';
import type { Locale } from '../../shared/locales';
import { hitRateLimit, RATE_LIMITS, type ApiAction } from './rate-limit';
import { getCookie } from 'hono/cookie';
import { clientKeyOf } from '../middleware/client';
import type { Permission } from '../../shared/team/permissions';
import { recordAudit, resolveScope, type Actor, type Locator } from '../team/access';
import { DIRECTORY_SHARD, forgetShards, knownShard, knowMovedProperties, shardEnv, shardOfHost, shardOfProperty, shardOfSpan, shardsLeftFromDirectory } from '../db/shards';
import { listingsChanged } from '../db/directory-listings';
import { LINK_TOKEN_CHARS, propertyOfToken } from '../db/guest-routes';

// ─── 1. Context ────────────────────────────────────────────────────────────────────────────

export interface ApiContext {
  env: Env;
  requestId: string;
  /** The visitor's address as Cloudflare reports it; one shared bucket when absent. */
  clientIp: string;
  /** The visitor as the session middleware verified them, or null. */
  user: SessionUser | null;
  /** The locale of the page that made the request (from its path prefix). */
  locale: Locale;
  /** Lets work outlive the response (mail relays), when the runtime offers it. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** A cookie of the request, read only by a procedure that needs one. */
  cookie: (name: string) => string | undefined;
  /** The request's origin (absolute photo URLs in host.photos answers); absent outside HTTP. */
  origin?: string;
}

export function clientIpOf(c: HonoContext<AppEnv>): string {
  return clientKeyOf(c);
}

/** The context of one request, from Hono's (after the session middleware ran). */
export function createContext(c: HonoContext<AppEnv>): ApiContext {
  let waitUntil: ApiContext['waitUntil'] = (promise) => void promise.catch(() => undefined);
  try {
    const executionCtx = c.executionCtx;
    waitUntil = (promise) => executionCtx.waitUntil(promise);
  } catch {
    // No execution context (plain fetch in a test): the promise simply runs.
  }
  return {
    env: c.env,
    requestId: c.get('requestId') ?? crypto.randomUUID(),
    clientIp: clientIpOf(c),
    user: c.get('user') ?? null,
    locale: c.get('locale') ?? 'pt',
    waitUntil,
    cookie: (name) => getCookie(c, name),
    origin: new URL(c.req.url).origin,
  };
}

// ─── 2. Initialisation ────────────────────────────────────────────────────────────────────

export interface FieldIssue {
  /** Dotted path of the field (`email`, `channels.2`); `input` for the whole input. */
  field: string;
  message: string;
}

/** Zod issues as field/message pairs. */
export function fieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'input', message: issue.message }));
}

/** A BAD_REQUEST whose message and data name the offending field(s). */
export function badInput(issues: FieldIssue[]): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: describeIssues(issues), cause: new InputIssues(issues) });
}

export class InputIssues extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(describeIssues(issues));
  }
}

export function describeIssues(issues: FieldIssue[]): string {
  return `Invalid input: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`;
}

/** A TOO_MANY_REQUESTS (429) that says when to come back. */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests from this address. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

function issuesOf(error: TRPCError): FieldIssue[] | null {
  const cause = error.cause;
  // Any schema's failure: zod/mini's parse throws core's $ZodError.
  if (cause instanceof z.core.$ZodError) return fieldIssues(cause);
  if (cause instanceof InputIssues) return cause.issues;
  // The body or `input` query parameter was not JSON (tRPC's parser threw).
  if (error.code === 'BAD_REQUEST' && cause instanceof SyntaxError) return [{ field: 'input', message: 'Not valid JSON' }];
  if (error.code === 'BAD_REQUEST') return [{ field: 'input', message: error.message }];
  return null;
}

/** What a procedure declares about itself (read by the resolver and by the tests over the router). */
export interface ProcedureMeta {
  /** The permission a host procedure needs (shared/team/permissions.ts). */
  permission?: Permission;
  /** How it finds its property in its input. */
  locator?: Locator;
}

const t = initTRPC.context<ApiContext>().meta<ProcedureMeta>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const issues = issuesOf(error);
    // A write refused by a shard move's freeze (issue 46) is retryable: said so, with when.
    const frozen = (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'INTERNAL_SERVER_ERROR') && isHostFrozen(error);
    const message = issues
      ? describeIssues(issues)
      : frozen
        ? HOST_FROZEN_MESSAGE
        : error.code === 'INTERNAL_SERVER_ERROR'
        ? 'Something went wrong on our side. Please try again.'
        : shape.message;
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        /** The fields a BAD_REQUEST refers to, for clients to highlight. */
        fields: issues ? [...new Set(issues.map((issue) => issue.field))] : null,
        issues,
        retryAfter: error.cause instanceof RateLimited ? error.cause.retryAfterSeconds : frozen ? FROZEN_RETRY_SECONDS : null,
      },
    };
  },
});

// ─── 3. Router and procedure helpers ──────────────────────────────────────────────────────

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Anyone may call it: the site is public. A write refused by a shard move's freeze (issue 46)
 * answers SERVICE_UNAVAILABLE (503, Retry-After) on every procedure, never a 500: nothing was
 * written and a retry in a few seconds goes through (to the host's new shard after the switch).
 */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && isHostFrozen(result.error)) {
    // The write may have been routed by what this isolate cached before a move's switch: the
    // retry reads the directory again (worker/db/shards.ts) and goes to the host's new shard.
    forgetShards();
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: HOST_FROZEN_MESSAGE, cause: new HostFrozen(result.error) });
  }
  return result;
});

/**
 * Needs a verified session (the auth cookie, or `Authorization: Bearer <access token>`, both
 * verified by the session middleware at the edge); otherwise UNAUTHORIZED (401). Procedures
 * read the host as `ctx.host.id` (the token's `sub`) and filter every query by it: another
 * host's ids answer NOT_FOUND, exactly as ids that do not exist.
 */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
  return next({ ctx: { ...ctx, host: ctx.user } });
});

/** The id a host procedure's locator names in its raw input, if it is a plausible one. */
function namedId(locator: Locator, raw: unknown): number | null {
  if (locator === 'account' || 'properties' in locator || raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const value = (raw as Record<string, unknown>)['property' in locator ? locator.property : locator.field];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value < 2 ** 31 ? value : null;
}

function namesProperty(locator: Locator, raw: unknown): boolean {
  return typeof locator === 'object' && 'property' in locator && namedId(locator, raw) !== null;
}

/**
 * The shard holding what a host procedure's input names (null: it names nothing, or the
 * permission is the caller's own account or team, which live on their shard): a property by
 * shardOfProperty (moved hosts' properties known), any other row by its id's span.
 */
function namedShard(env: Env, permission: Permission, locator: Locator, raw: unknown): string | null {
  if (permission === 'own' || permission === 'team.manage') return null;
  const id = namedId(locator, raw);
  if (id === null) return null;
  return typeof locator === 'object' && 'property' in locator ? shardOfProperty(env, id) : shardOfSpan(env, id);
}

/**
 * A host procedure: signed in, one declared permission, and where its property is in its input
 * (shared/team/permissions.ts; worker/team/access.ts). Before anything is read, the caller's
 * scope is resolved: their own property runs as today; a property shared with them runs with
 * `ctx.host` = its owner and `ctx.actor` = the member, if their role holds `permission` (else
 * FORBIDDEN, nothing read or changed); anything else stays the caller's own, where the id finds
 * nothing (NOT_FOUND). Every mutation that succeeds writes one audit line (actor, action, target).
 *
 *   hostProcedure('rates.write', { resource: 'roomType', field: 'roomTypeId' })
 *   hostProcedure('reservations.read')                       // input.propertyId, optional
 *   hostProcedure('guests.read', 'account')                   // no property in the input
 */
export function hostProcedure(permission: Permission, locator: Locator = { property: 'propertyId' }) {
  return protectedProcedure.meta({ permission, locator }).use(async ({ ctx, next, getRawInput, type, path }) => {
    const raw = await getRawInput().catch(() => undefined);
    const userId = ctx.user!.id;
    // Past one database (issue 46): the procedure runs with the caller's shard as its `env.DB`
    // (worker/db/shards.ts; the isolate's cache answers without a round trip once it has seen the
    // host), so no procedure names a binding. A member who owns nothing works in that same
    // database (they follow the owner's shard on accepting). A person with a shard of their own
    // who works in a team on another: a request naming a property (or a room type, reservation…)
    // whose id lives on another shard is checked there too, at once (below).
    // On the isolate's first sight of the host, the directory read goes with the access check's
    // first read on the directory's own database (one batch, one round trip); the check is made
    // again on the host's shard only when that is another one.
    const known = knownShard(userId);
    const lookup = known ?? shardOfHost(ctx.env, userId);
    const guessed = known === undefined ? resolveScope(ctx.env.DB, userId, permission, locator, raw) : null;
    guessed?.catch(() => undefined);
    // Routing a property id by its shard needs the directory's map of moved properties: read once
    // per isolate (beside the host's lookup), then refreshed in the background.
    const learning = namesProperty(locator, raw) ? knowMovedProperties(ctx.env, ctx.waitUntil) : undefined;
    const binding = typeof lookup === 'string' && !learning ? lookup : (await Promise.all([lookup, learning]))[0];
    const env = shardEnv(ctx.env, binding);
    // A read runs as the caller's own beside the access check (issue 29: one level of round
    // trips, not two); its answer is used only when the check finds the caller is the owner of
    // what it reads, and is dropped otherwise (it filtered by the caller's id: nothing of anyone else).
    const ownerRun =
      type === 'query' ? next({ ctx: { env, directory: ctx.env.DB, shard: binding, host: ctx.host, actor: { userId, email: ctx.user!.email, name: ctx.user!.name, role: 'owner' } as Actor, scopeProperties: undefined } }) : null;
    ownerRun?.catch(() => undefined);
    const resolveOn = (shard: string) => (guessed && shard === DIRECTORY_SHARD ? guessed : resolveScope(shardEnv(ctx.env, shard).DB, userId, permission, locator, raw));
    // The id named lives on another shard than the caller's: the check runs on both at once (no
    // round trip in sequence). The caller's own shard wins when it finds their own row or a
    // membership there; otherwise a membership (or a refusal) found on the id's shard runs the
    // procedure there, as the member. Nothing found on either: the caller's own shard (NOT_FOUND).
    const named = namedShard(ctx.env, permission, locator, raw);
    const other = named !== null && named !== binding ? named : null;
    const [mine, theirs] = await Promise.all([resolveOn(binding), other ? resolveOn(other) : null]);
    const elsewhere = theirs !== null && mine.kind === 'scope' && mine.scope.hostId === userId && (theirs.kind === 'forbidden' || theirs.scope.hostId !== userId);
    const resolution = elsewhere ? theirs : mine;
    const routed = elsewhere ? other! : binding;
    const routedEnv = elsewhere ? shardEnv(ctx.env, routed) : env;
    if (resolution.kind === 'forbidden') throw new TRPCError({ code: 'FORBIDDEN', message: 'Your role on this property does not allow this.' });
    const { scope } = resolution;
    if (ownerRun && !elsewhere && scope.hostId === userId && scope.role === 'owner' && !scope.input && !scope.properties) return ownerRun;
    const actor: Actor = { userId, email: ctx.user!.email, name: ctx.user!.name, role: scope.role };
    const host: SessionUser = scope.hostId === userId ? ctx.host : { id: scope.hostId, email: '', name: null };
    const startedAt = new Date().toISOString();
    // `scopeProperties`: a member reading several properties at once reads only these (undefined = no limit).
    // `directory`: the directory's database (slugs and domains of hosts' sites, accounts), whichever shard the host is on.
    const scoped = { env: routedEnv, directory: ctx.env.DB, shard: routed, host, actor, scopeProperties: scope.properties };
    // A member who owns nothing and named no property works on their first shared one (scope.input).
    const result = scope.input
      ? ((await next({ ctx: scoped, getRawInput: async () => scope.input } as never)) as Awaited<ReturnType<typeof next<typeof scoped>>>)
      : await next({ ctx: scoped });
    if (result.ok && type === 'mutation') {
      // On a shard other than the directory's, the host's listings are copied to the directory
      // after the answer (issue 46, worker/db/directory-listings.ts; the cron repairs a failure).
      listingsChanged(ctx.env, routed, { hostId: scope.hostId }, ctx.waitUntil);
      // The change is already stored: a failed audit line is logged, never reported as a failed change.
      await recordAudit(routedEnv.DB, {
        hostId: scope.hostId,
        propertyId: scope.propertyId,
        actorId: actor.userId,
        actorEmail: actor.email,
        actorName: actor.name,
        action: path.replace(/^host\./, ''),
        target: scope.target,
        input: raw,
        result: result.data,
        startedAt,
      }).catch((error: unknown) => console.error(JSON.stringify({ level: 'error', where: 'audit', path, message: String((error as Error)?.message ?? error) })));
    }
    return result;
  });
}

/**
 * Counts the call against the client address's budget for `action`; past it the call is
 * refused with 429 before anything is stored.
 */
export function rateLimited(action: ApiAction) {
  return publicProcedure.use(async ({ ctx, next }) => {
    const retryAfter = await hitRateLimit(ctx.env.DB, action, ctx.clientIp, RATE_LIMITS[action]);
    if (retryAfter !== null) throw tooManyRequests(retryAfter);
    return next();
  });
}

function tooManyRequests(retryAfter: number): TRPCError {
  const cause = new RateLimited(retryAfter);
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: cause.message, cause });
}

/**
 * The same budget, counted beside the procedure's first reads (issue 29: a far guest's booking
 * or cancellation must not wait one round trip for the counter before its reads start). The
 * procedure gets `ctx.admit()` and MUST await it before it writes anything: it throws
 * TOO_MANY_REQUESTS past the limit. The answer is refused all the same afterwards when the
 * procedure did not ask (or failed first: a refused input still counts, and 429 wins as before).
 * A refused call may thus have read, never written.
 */
export function rateLimitedAlongside(action: ApiAction) {
  return publicProcedure.use(async ({ ctx, next }) => {
    const counted = hitRateLimit(ctx.env.DB, action, ctx.clientIp, RATE_LIMITS[action]);
    counted.catch(() => undefined);
    const admit = async (): Promise<void> => {
      const retryAfter = await counted;
      if (retryAfter !== null) throw tooManyRequests(retryAfter);
    };
    const result = await next({ ctx: { admit } });
    await admit();
    return result;
  });
}

/**
 * A public procedure about one property (input `propertyId`) runs with that property's shard as
 * its `env.DB` (issue 46: worker/db/shards.ts, shardOfProperty: from the id, or for a moved host's
 * property from the isolate's copy of the directory's property_shards: one read per isolate, then
 * refreshed in the background — no round trip in sequence on a warm isolate).
 * Anything that does not name a valid id stays on the directory's database (the input check refuses it).
 */
export const routedByProperty = t.middleware(async ({ ctx, next, getRawInput, type }) => {
  const raw = (await getRawInput().catch(() => undefined)) as { propertyId?: unknown } | undefined;
  const id = raw !== null && typeof raw === 'object' ? raw.propertyId : undefined;
  // `directory`: the accounts' database (the host's sign-in address), whichever shard runs the procedure.
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return next({ ctx: { directory: ctx.env.DB } });
  return onPropertyShard(ctx.env, ctx.waitUntil, type, id, (binding) => next({ ctx: { env: shardEnv(ctx.env, binding), directory: ctx.env.DB } }));
});

/**
 * Runs `run` on the shard holding property `id`. A moved host's properties keep their ids (the
 * directory's property_shards, cached per isolate). On an isolate's first request the map is
 * read beside a query's own first reads (one level of round trips), and the query runs again
 * only if its property turns out to be moved; a mutation waits for the map (it must not write
 * on a guess).
 */
async function onPropertyShard<T>(env: Env, waitUntil: (promise: Promise<unknown>) => void, type: string, id: number, run: (binding: string) => Promise<T>): Promise<T> {
  const learning = knowMovedProperties(env, waitUntil, Date.now(), type !== 'query');
  if (!learning) return run(shardOfProperty(env, id));
  if (type !== 'query') {
    await learning;
    return run(shardOfProperty(env, id));
  }
  const binding = shardOfProperty(env, id);
  const guess = run(binding);
  guess.catch(() => undefined);
  await learning.catch(() => undefined);
  return shardOfProperty(env, id) === binding ? guess : run(shardOfProperty(env, id));
}

/**
 * A public procedure opened by a guest's link token (input `token`: the manage page, check-in,
 * review, messages) runs with the shard holding that stay as its `env.DB` (issue 46: the token
 * carries its property's id, worker/db/guest-routes.ts; no round trip). A token made before
 * carries none: its stay is on the directory's own shard, where every one of them was made.
 */
export const routedByToken = t.middleware(async ({ ctx, next, getRawInput, type }) => {
  const raw = (await getRawInput().catch(() => undefined)) as { token?: unknown } | undefined;
  const token = raw !== null && typeof raw === 'object' ? raw.token : undefined;
  const propertyId = typeof token === 'string' ? propertyOfToken(token) : null;
  if (propertyId === null && typeof token === 'string' && token.length === LINK_TOKEN_CHARS) {
    // A link made before: read on the directory's own shard (beside learning the moved
    // properties on an isolate's first request); once its host has moved from there it is not
    // found, and the shards hosts moved to from the directory's own shard are asked in turn (nothing was written
    // by a NOT_FOUND: a mutation may run again).
    const learning = knowMovedProperties(ctx.env, ctx.waitUntil);
    learning?.catch(() => undefined);
    const first = await next({ ctx: { directory: ctx.env.DB } });
    if (first.ok || first.error.code !== 'NOT_FOUND') return first;
    await learning?.catch(() => undefined);
    for (const binding of shardsLeftFromDirectory(ctx.env)) {
      const moved = await next({ ctx: { env: shardEnv(ctx.env, binding), directory: ctx.env.DB } });
      if (moved.ok || moved.error.code !== 'NOT_FOUND') return moved;
    }
    return first;
  }
  if (propertyId === null) return next({ ctx: { directory: ctx.env.DB } });
  // As routedByProperty: a moved host's properties follow the directory's map (beside a query's first reads).
  return onPropertyShard(ctx.env, ctx.waitUntil, type, propertyId, (binding) => next({ ctx: { env: shardEnv(ctx.env, binding), directory: ctx.env.DB } }));
});
