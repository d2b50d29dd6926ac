/**
 * Hosts' photos (issue 24; shared/design/architecture.md, "Photos and the listing"): the limits,
 * the sizes stored, the paths they are served at and the inputs of host.photos.*.
 */
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../locales';

export const MAX_PHOTOS = 40;
/** 15 MB: a larger body is refused with 413 before more of it is read. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Widths stored (WebP), never above the original's; the largest is the photo's `url`. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The Open Graph crop of a photo (the cover's is the page's og:image). */
export const OG_SIZE = { width: 1200, height: 630 } as const;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export type PhotoAlt = Partial<Record<Locale, string>>;

/** A photo as the page and the workspace use it. */
export interface PhotoView {
  id: number;
  /** The largest size (absolute when the API answers; a path on pages). */
  url: string;
  width: number;
  height: number;
  position: number;
  alt: PhotoAlt;
  /** Every stored width, ascending (the srcset). */
  widths: number[];
}

/** Path of one stored width of a photo whose public id is `publicId`. */
export const photoPath = (publicId: string, width: number) => `/photos/${publicId}/${width}.webp`;
export const ogPath = (publicId: string) => `/photos/${publicId}/og.jpg`;

/** `srcset` of a photo from its largest URL and its widths (same folder, one file per width). */
export function photoSrcSet(url: string, widths: readonly number[]): string {
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  return widths.map((width) => `${base}${width}.webp ${width}w`).join(', ');
}

/** The Open Graph crop next to a photo's largest size. */
export const ogOf = (url: string) => `${url.slice(0, url.lastIndexOf('/') + 1)}og.jpg`;

const id = z.int('id_invalid').check(z.positive('id_invalid'));
const altText = z.string().check(z.trim(), z.maxLength(300, 'too_long'));

export const listPhotosSchema = z.object({ propertyId: id });
export const updatePhotoSchema = z.object({
  id,
  /** 0-based place among the property's photos (0 = cover); the others shift. */
  position: z.optional(z.int('number_invalid').check(z.minimum(0, 'too_small'), z.maximum(MAX_PHOTOS - 1, 'too_large'))),
  /** Alt text per language; an empty string removes that language's text. Languages absent are kept. */
  alt: z.optional(z.partial(z.object(Object.fromEntries(LOCALES.map((locale) => [locale, altText])) as Record<Locale, typeof altText>))),
});
export type UpdatePhotoInput = z.infer<typeof updatePhotoSchema>;
export const deletePhotoSchema = z.object({ id });
