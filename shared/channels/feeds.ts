/**
 * The add-feed form's schema, used by the page (before sending) and by the edge
 * (host.channels.addFeed). The edge adds the address checks (https, public host) that depend
 * on the deployment (worker/channels/fetch.ts). Written with zod/mini (tRPC reads it through
 * Standard Schema): the page ships the same rules without classic zod's ~30 KB.
 */
import * as z from 'zod/mini';

export const FEED_CHANNELS = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const feedUrlSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'url_required'),
  z.maxLength(2000, 'url_too_long'),
  z.refine((value) => value.length === 0 || isWebUrl(value), 'url_invalid'),
);

export const addFeedSchema = z.object({
  unitId: z.int().check(z.positive()),
  url: feedUrlSchema,
  channel: z.enum(FEED_CHANNELS),
});
export type AddFeedInput = z.infer<typeof addFeedSchema>;
