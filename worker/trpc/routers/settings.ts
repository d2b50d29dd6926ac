import { createTRPCRouter, publicProcedure } from '../trpc';
import type { WhatsAppSetting } from '../../../shared/schemas';

/** How long an isolate trusts the number it read (the setting changes rarely). */
const CACHE_MS = 5 * 60_000;

let cached: { number: string | null; expires: number } | null = null;

/** Forget the cached number (tests; an admin change would otherwise show within CACHE_MS). */
export function resetWhatsAppCache(): void {
  cached = null;
}

/**
 * A phone number as wa.me wants it: the leading `+` and any spacing or punctuation removed,
 * digits only, 8 to 15 of them (E.164). Anything else counts as absent.
 */
export function normaliseWhatsAppNumber(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const digits = raw.trim().replace(/^\+/, '').replace(/[\s().-]/g, '');
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

/** The spec's chain: whatsapp_number, else valore, else the built-in default. */
export function resolveWhatsAppNumber(row: { whatsapp_number: unknown; valore: unknown } | null, builtInDefault: unknown): string | null {
  return normaliseWhatsAppNumber(row?.whatsapp_number) ?? normaliseWhatsAppNumber(row?.valore) ?? normaliseWhatsAppNumber(builtInDefault);
}

/** The number, from the isolate's cache or the settings table. A read error keeps the default. */
export async function readWhatsAppNumber(env: Env, requestId = 'n/a', now = Date.now()): Promise<string | null> {
  if (cached && cached.expires > now) return cached.number;
  try {
    const row = await env.DB.prepare("SELECT whatsapp_number, valore FROM settings WHERE key = 'whatsapp_link'").first<{ whatsapp_number: unknown; valore: unknown }>();
    const number = resolveWhatsAppNumber(row, env.DEFAULT_WHATSAPP);
    cached = { number, expires: now + CACHE_MS };
    return number;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', requestId, where: 'settings.whatsapp', message: String(error) }));
    // Not cached: the next request tries the table again.
    return normaliseWhatsAppNumber(env.DEFAULT_WHATSAPP);
  }
}

export const settingsRouter = createTRPCRouter({
  whatsapp: publicProcedure.query(async ({ ctx }): Promise<WhatsAppSetting> => ({ number: await readWhatsAppNumber(ctx.env, ctx.requestId) })),
});
