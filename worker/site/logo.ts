/**
 * A logo uploaded for the host's own site (issue 45), beside picking one of their photos:
 *   POST /api/host/site/logo  the image bytes as the body → 201 { url, width, height };
 *        401 without a session, 409 `site_first` before the site is saved, 413 over 15 MB,
 *        415 for anything but JPEG, PNG, WebP or AVIF (judged by the bytes).
 * The same pipeline as the property photos (worker/photos/store.ts: R2 + the Images binding,
 * sizes re-encoded so no EXIF survives, served under /photos/). It becomes the site's logo at
 * once (the photo picked before is no longer it), the replaced upload's objects are deleted and
 * the site's cached pages purged. The settings form without JavaScript sends the file in its
 * multipart post (`logoFile`, worker/site/form.ts), which calls the same `storeSiteLogo`.
 * Only the account's owner uploads (the site is the owner's, on the directory's host_sites row).
 */
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context';
import { setUploadedLogo } from '../db/sites';
import { deletePhotoObjects, NotAnImage, readLimited, storePhoto, TooLarge } from '../photos/store';
import { purgeSite, siteOrigins } from './cache';

export type LogoRefusal = 'site_first' | 'logo_too_large' | 'logo_unsupported';

/** Stores `bytes` as the host's site logo; answers its largest size's path, or why not. */
export async function storeSiteLogo(env: Env, origin: string, hostId: string, bytes: Uint8Array): Promise<{ url: string; width: number; height: number } | { refused: LogoRefusal }> {
  let stored;
  try {
    stored = await storePhoto(env, bytes, hostId);
  } catch (error) {
    if (error instanceof NotAnImage) return { refused: 'logo_unsupported' };
    throw error;
  }
  const url = `/photos/${stored.publicId}/${stored.width}.webp`;
  const set = await setUploadedLogo(env.DB, hostId, { objectKey: stored.objectKey, url, width: stored.width, height: stored.height, widths: stored.widths }).catch(async (error: unknown) => {
    await deletePhotoObjects(env.PHOTOS, [stored.objectKey]);
    throw error;
  });
  if (!set) {
    await deletePhotoObjects(env.PHOTOS, [stored.objectKey]);
    return { refused: 'site_first' };
  }
  if (set.replaced) await deletePhotoObjects(env.PHOTOS, [set.replaced]).catch(() => undefined);
  await purgeSite(env, siteOrigins(env.SITE_URL, origin, [set.site.customDomain]), [set.site.slug]);
  return { url, width: stored.width, height: stored.height };
}

const STATUS: Record<LogoRefusal, 409 | 413 | 415> = { site_first: 409, logo_too_large: 413, logo_unsupported: 415 };

async function upload(c: Context<AppEnv>) {
  const user = c.get('user');
  const noStore = { 'cache-control': 'no-store' };
  if (!user) return c.json({ error: 'unauthorized', message: 'Sign in to continue.' }, 401, noStore);
  const lengthHeader = c.req.header('content-length');
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(c.req.raw.body, lengthHeader && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null);
  } catch (error) {
    if (error instanceof TooLarge) return c.json({ error: 'logo_too_large', message: 'A logo may have at most 15 MB.' }, 413, noStore);
    throw error;
  }
  const origin = new URL(c.req.url).origin;
  const result = await storeSiteLogo(c.env, origin, user.id, bytes);
  if ('refused' in result) return c.json({ error: result.refused, message: result.refused === 'site_first' ? 'Save the site before its logo.' : 'Send a JPEG, PNG, WebP or AVIF image.' }, STATUS[result.refused], noStore);
  return c.json({ url: `${origin}${result.url}`, width: result.width, height: result.height }, 201, noStore);
}

export function mountSiteLogo(app: Hono<AppEnv>): void {
  app.post('/api/host/site/logo', upload);
}
