// Workers runtime types, taken from the importable (non-global) @cloudflare/workers-types so
// they do not clash with the DOM lib that the shared React code needs. `wrangler types`
// generates Env (worker/env.d.ts) against these names.
import type * as CF from '@cloudflare/workers-types/index.ts';

declare global {
  type D1Database = CF.D1Database;
  type D1PreparedStatement = CF.D1PreparedStatement;
  type SendEmail = CF.SendEmail;
  type Fetcher = CF.Fetcher;
  type ExecutionContext = CF.ExecutionContext;
  type ScheduledController = CF.ScheduledController;
  type R2Bucket = CF.R2Bucket;
  type ImagesBinding = CF.ImagesBinding;
  type DurableObjectNamespace = CF.DurableObjectNamespace;
  type ForwardableEmailMessage = CF.ForwardableEmailMessage;
}
