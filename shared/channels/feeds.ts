/**
 * The add-feed form's schema, used by the page (before sending) and by the edge
 * (host.channels.addFeed). The edge adds the address checks (https, public host) that depend
 * on the deployment (worker/channels/fetch.ts).
 */
import { z } from 'zod';

export const FEED_CHANNELS = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

export const feedUrlSchema = z
  .string()
  .trim()
  .min(1, 'url_required')
  .max(2000, 'url_too_long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'url_invalid');

export const addFeedSchema = z.object({
  unitId: z.number().int().positive(),
  url: feedUrlSchema,
  channel: z.enum(FEED_CHANNELS),
});
export type AddFeedInput = z.infer<typeof addFeedSchema>;
