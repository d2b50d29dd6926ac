import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTH_CONFIG } from './config';

/** Supabase Auth error codes this server answers with (a subset of auth-js's ErrorCode). */
export type AuthErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'email_address_invalid'
  | 'invalid_credentials'
  | 'user_already_exists'
  | 'weak_password'
  | 'same_password'
  | 'email_not_confirmed'
  | 'phone_provider_disabled'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'bad_code_verifier'
  | 'otp_expired'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'unsupported_grant_type'
  | 'email_exists'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'current_password_required'
  | 'current_password_mismatch'
  | 'request_origin_not_allowed'
  | 'request_too_large'
  | 'not_found'
  | 'unexpected_failure';

/**
 * A refused request. Thrown anywhere in the auth API; answered in Supabase's error format by
 * {@link errorResponse}.
 * @example throw new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials')
 */
export class AuthHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthHttpError';
  }
}

/**
 * Supabase's current error body (`code` + `message`, API version 2024-01-01, which supabase-js
 * only trusts when the response echoes the version header) or, for clients that did not send
 * the version header, the legacy shape (`code` number, `error_code`, `msg`).
 */
export function errorResponse(c: Context, error: AuthHttpError): Response {
  const requested = c.req.header('x-supabase-api-version');
  const modern = requested !== undefined && requested >= AUTH_CONFIG.apiVersion;
  const body = modern
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return c.json(body, error.status, { 'x-supabase-api-version': AUTH_CONFIG.apiVersion, 'cache-control': 'no-store', ...error.headers });
}
