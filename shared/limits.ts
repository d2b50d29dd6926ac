/**
 * Input limits of the site API, zod-free so the browser can show them without loading zod
 * (shared/schemas.ts enforces them on the server).
 */
export const LIMITS = {
  name: 120,
  email: 254,
  subject: 200,
  message: 5_000,
  honeypot: 200,
  /** Largest request body the API reads at all (bytes). */
  body: 16 * 1024,
} as const;
