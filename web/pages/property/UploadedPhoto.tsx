import type { ListingPhoto } from '../../../shared/properties/listing';
import { LOCALE_TAGS } from '../../../shared/locales';

/** `sizes` of the gallery's cover and of its other tiles (the head's preload repeats the cover's). */
export const COVER_SIZES = '(max-width: 767.98px) 100vw, 50vw';
export const TILE_SIZES = '(max-width: 767.98px) 100vw, 25vw';

/**
 * A photo a host uploaded: its stored sizes as `srcset`, its real `width`/`height` (no layout
 * shift), lazy unless it is the cover (loaded first, with high priority).
 */
export function UploadedPhoto({ photo, alt, sizes, cover = false, className }: { photo: ListingPhoto; alt: string; sizes: string; cover?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      lang={photo.lang && photo.alt ? LOCALE_TAGS[photo.lang].lang : undefined}
      loading={cover ? 'eager' : 'lazy'}
      decoding={cover ? 'sync' : 'async'}
      fetchPriority={cover ? 'high' : undefined}
      style={{ objectFit: 'cover' }}
    />
  );
}
