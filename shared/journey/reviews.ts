/** Reviews after a stay (issue 28): the guest's and the host's inputs. */
import * as z from 'zod/mini';
import { LOCALES } from '../locales';

const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'token_invalid'));

export const reviewSubmitSchema = z.object({
  token,
  rating: z.number().check(z.int(), z.minimum(1, 'rating_range'), z.maximum(5, 'rating_range')),
  text: z.string().check(z.trim(), z.minLength(10, 'too_short'), z.maxLength(3000, 'too_long')),
  locale: z.enum(LOCALES),
});
export const reviewTokenSchema = z.object({ token });

/** host.reviews.list: one property (absent: every one the caller reaches) and one rating (absent: all). */
export const reviewListSchema = z.object({
  propertyId: z.optional(z.number().check(z.int(), z.positive())),
  rating: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(5))),
});

export const reviewReplySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  text: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(2000, 'too_long')),
});

export interface PublicReview {
  id: number;
  rating: number;
  text: string;
  locale: string;
  author: string;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
}

/** "Ana Souza" → "Ana S.": a review shows the first name and an initial. */
export function reviewAuthor(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '—';
  return parts.length === 1 ? parts[0]! : `${parts[0]} ${parts[parts.length - 1]![0]!.toUpperCase()}.`;
}
