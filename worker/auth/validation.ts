import * as z from 'zod/mini';
import '../zod-en';
import { AUTH_CONFIG } from './config';
import { AuthHttpError } from './errors';

/**
 * Request bodies of the auth API. Fields are loose on purpose (`unknown` where clients may send
 * junk): each handler turns a bad value into Supabase's error for it, never into a 500.
 */
const optionalString = z.nullish(z.string());
const challengeFields = {
  code_challenge: optionalString,
  code_challenge_method: z.nullish(z.string()),
};

export const credentialsSchema = z.looseObject({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: z.optional(z.unknown()),
  ...challengeFields,
});

export const refreshSchema = z.looseObject({ refresh_token: optionalString });
export const pkceSchema = z.looseObject({ auth_code: optionalString, code_verifier: optionalString });
export const recoverSchema = z.looseObject({ email: optionalString, ...challengeFields });
export const resendSchema = z.looseObject({ type: optionalString, email: optionalString, phone: optionalString, ...challengeFields });
export const verifySchema = z.looseObject({ type: optionalString, token_hash: optionalString, token: optionalString, email: optionalString });
export const updateUserSchema = z.looseObject({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  current_password: optionalString,
  data: z.optional(z.unknown()),
  nonce: optionalString,
  ...challengeFields,
});

/** Parses a body against a schema; a wrong type is a 400 in Supabase's shape. */
export function parseBody<T extends z.ZodMiniType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new AuthHttpError(400, 'validation_failed', `Invalid value for ${field}: ${issue?.message ?? 'unexpected'}`);
  }
  return result.data;
}

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** Trims and lower-cases an email; refuses long or malformed ones with Supabase's codes. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > AUTH_CONFIG.maxEmailLength) {
    throw new AuthHttpError(400, 'validation_failed', `Email address is too long (maximum ${AUTH_CONFIG.maxEmailLength} characters)`);
  }
  if (!EMAIL_PATTERN.test(email)) throw new AuthHttpError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  return email;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Length rules for a new password: over 72 bytes is refused, under 6 characters is weak. */
export function checkNewPassword(password: string): void {
  checkPasswordSize(password);
  if ([...password].length < AUTH_CONFIG.minPasswordLength) {
    throw new AuthHttpError(422, 'weak_password', `Password should be at least ${AUTH_CONFIG.minPasswordLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

/** Refuses passwords too long to be hashed (bcrypt's 72-byte limit, as Supabase). */
export function checkPasswordSize(password: string): void {
  if (byteLength(password) > AUTH_CONFIG.maxPasswordBytes) {
    throw new AuthHttpError(400, 'validation_failed', `Password cannot be longer than ${AUTH_CONFIG.maxPasswordBytes} bytes`);
  }
}

/**
 * User metadata from a request: an object (or nothing), `name`/`full_name` strings up to 200
 * characters, the whole at most 4 KB serialised. Merged into `current` when given (a null value
 * removes a key, as Supabase does).
 */
export function mergeMetadata(data: unknown, current: Record<string, unknown> = {}): Record<string, unknown> {
  if (data === undefined || data === null) return current;
  if (typeof data !== 'object' || Array.isArray(data)) throw new AuthHttpError(400, 'validation_failed', 'data must be a JSON object');
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  for (const key of ['name', 'full_name']) {
    const value = merged[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new AuthHttpError(400, 'validation_failed', `${key} must be a string`);
    const trimmed = value.trim();
    if ([...trimmed].length > AUTH_CONFIG.maxNameLength) {
      throw new AuthHttpError(400, 'validation_failed', `${key} is too long (maximum ${AUTH_CONFIG.maxNameLength} characters)`);
    }
    merged[key] = trimmed;
  }
  if (byteLength(JSON.stringify(merged)) > AUTH_CONFIG.maxMetadataBytes) {
    throw new AuthHttpError(400, 'validation_failed', `User metadata is too large (maximum ${AUTH_CONFIG.maxMetadataBytes} bytes)`);
  }
  return merged;
}

/** A PKCE challenge from a request, or null when the client uses the implicit flow. */
export function readChallenge(body: { code_challenge?: string | null; code_challenge_method?: string | null }): { challenge: string; method: 's256' | 'plain' } | null {
  if (!body.code_challenge) return null;
  const method = (body.code_challenge_method ?? '').toLowerCase();
  if (method !== 's256' && method !== 'plain') throw new AuthHttpError(400, 'validation_failed', 'code_challenge_method must be s256 or plain');
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(body.code_challenge)) throw new AuthHttpError(400, 'validation_failed', 'Invalid code_challenge');
  return { challenge: body.code_challenge, method };
}
