import * as z from 'zod/mini';
import { BILLING_PERIODS, CHANNELS, PRICING } from './pricing';
import { LOCALES } from './locales';
import { LIMITS } from './limits';

export { LIMITS };

/**
 * Input schemas of the site API (`/api/trpc`), one place for every procedure's input. The
 * server validates with them (tRPC `.input()`); the browser gets their types through
 * `AppRouter` and their limits from ./limits.ts, so it never downloads zod.
 * Limits are deliberately small: a contact message is prose, not a document.
 */

const locale = z.enum(LOCALES);

/** Trimmed text that must not be empty, at most `max` characters. */
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));

const email = z.pipe(z.string().check(z.trim(), z.maxLength(LIMITS.email, `At most ${LIMITS.email} characters`)), z.email('Invalid email address'));

export const pricingQuoteInput = z.object({
  rooms: z.int().check(z.minimum(PRICING.minRooms), z.maximum(PRICING.maxRooms)),
  period: z.enum(BILLING_PERIODS),
  channels: z.array(z.enum(CHANNELS)).check(z.maxLength(CHANNELS.length * 2)),
  additionalUsers: z.int().check(z.minimum(0), z.maximum(PRICING.maxAdditionalUsers)),
});

export const contactSendInput = z.object({
  name: requiredText(LIMITS.name),
  email,
  subject: requiredText(LIMITS.subject),
  message: requiredText(LIMITS.message),
  locale,
  /** Honeypot: hidden from people; a bot that fills it gets a success that stores nothing. */
  website: z.optional(z.string().check(z.maxLength(LIMITS.honeypot))),
});

export const newsletterSubscribeInput = z.object({
  email,
  locale,
});

export type PricingQuoteInput = z.infer<typeof pricingQuoteInput>;
export type ContactSendInput = z.infer<typeof contactSendInput>;
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeInput>;

/** `settings.whatsapp`'s answer: digits only, or null when no number is configured anywhere. */
export interface WhatsAppSetting {
  number: string | null;
}
