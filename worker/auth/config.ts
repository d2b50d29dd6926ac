/** Constants of the local auth, one place. Defaults follow Supabase Auth's own. */
export const AUTH_CONFIG = {
  /** Access token lifetime (Supabase's default JWT expiry). */
  accessTokenSeconds: 3600,
  /** A spent refresh token presented again within this window returns its successor
   *  (a retried or concurrent refresh, e.g. edge and browser at once), as GoTrue's reuse interval. */
  refreshReuseSeconds: 10,
  /** Email links (recovery, confirmation) and PKCE auth codes. */
  emailLinkSeconds: 3600,
  authCodeSeconds: 300,
  /** One email of a kind per address in this interval (GoTrue's `max_frequency`). */
  emailFrequencySeconds: 60,
  /** Email change links and reauthentication nonces (GoTrue's mailer OTP expiry). */
  emailChangeSeconds: 3600,
  reauthenticationSeconds: 3600,
  /**
   * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (off by default, as GoTrue). Off or
   * on, a `current_password` that is sent is checked; on, a password session must send one.
   */
  requireCurrentPassword: false,
  /** Supabase's default minimum password length. */
  minPasswordLength: 6,
  /** bcrypt's (and so Supabase's) limit, in bytes. */
  maxPasswordBytes: 72,
  maxEmailLength: 254,
  maxNameLength: 200,
  /** JSON request bodies. */
  maxBodyBytes: 16 * 1024,
  /** user_metadata as stored, serialised. */
  maxMetadataBytes: 4 * 1024,
  /** PBKDF2-SHA256 iterations: the most Cloudflare's workerd allows (it refuses more than 100000). */
  pbkdf2Iterations: 100_000,
  /** Per client address, fixed windows. */
  rateLimits: {
    signIn: { limit: 30, windowSeconds: 300 },
    signUp: { limit: 30, windowSeconds: 300 },
    recover: { limit: 10, windowSeconds: 3600 },
    resend: { limit: 10, windowSeconds: 3600 },
  },
  /** Isolate cache of the local key set (verification at the edge without a D1 read per request). */
  keyCacheSeconds: 600,
  /** Supabase's JWKS, cached in the isolate (never fetched per request). */
  remoteJwksCacheSeconds: 600,
  /** The API version this server speaks (echoed as X-Supabase-Api-Version). */
  apiVersion: '2024-01-01',
} as const;

export type RateLimitedAction = keyof typeof AUTH_CONFIG.rateLimits;
