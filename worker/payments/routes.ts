/**
 * The providers' notification endpoints (issue 42): `POST /api/payments/mercadopago/<token>`
 * and `POST /api/payments/stripe/<token>`, the token being the host's unguessable part of the
 * URL (worker/payments/providers.ts). 401 for a bad or stale signature, 404 for an unknown
 * token, 200 for everything else the provider should not send again. Plus the local simulator
 * under `/dev/pay` (./simulator/routes.ts).
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { PROVIDERS, type Provider } from '../../shared/payments/schemas';
import { baseEnv } from '../middleware/database';
import { shardEnv } from '../db/shards';
import { deliverOutbox } from '../mail/outbox';
import { handleNotification } from './notify';
import { mountPaySimulator } from './simulator/routes';

/** Notification bodies are small JSON; anything larger is not a provider's. */
const MAX_NOTIFICATION_BYTES = 64 * 1024;

export function mountPayments(app: Hono<AppEnv>): void {
  app.post('/api/payments/:provider/:token', async (c) => {
    const provider = c.req.param('provider') as Provider;
    if (!PROVIDERS.includes(provider)) return c.json({ ok: false }, 404);
    const length = Number(c.req.header('content-length') ?? '0');
    if (length > MAX_NOTIFICATION_BYTES) return c.json({ ok: false }, 413);
    const outcome = await handleNotification(c.env, provider, c.req.param('token'), c.req.raw);
    // On the shard the notification was applied on (issue 46), outside the request's D1 session.
    if (outcome.mailIds.length > 0) c.executionCtx.waitUntil(deliverOutbox(shardEnv(baseEnv(c.env), outcome.binding), outcome.mailIds));
    return c.json(outcome.body, outcome.status as 200, { 'cache-control': 'no-store' });
  });
  mountPaySimulator(app);
}
