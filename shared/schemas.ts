import { z } from 'zod';
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
const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);

const email = z.string().trim().max(LIMITS.email, `At most ${LIMITS.email} characters`).pipe(z.email('Invalid email address'));

export const pricingQuoteInput = z.object({
  rooms: z.number().int().min(PRICING.minRooms).max(PRICING.maxRooms),
  period: z.enum(BILLING_PERIODS),
  channels: z.array(z.enum(CHANNELS)).max(CHANNELS.length * 2),
  additionalUsers: z.number().int().min(0).max(PRICING.maxAdditionalUsers),
});

export const contactSendInput = z.object({
  name: requiredText(LIMITS.name),
  email,
  subject: requiredText(LIMITS.subject),
  message: requiredText(LIMITS.message),
  locale,
  /** Honeypot: hidden from people; a bot that fills it gets a success that stores nothing. */
  website: z.string().max(LIMITS.honeypot).optional(),
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
