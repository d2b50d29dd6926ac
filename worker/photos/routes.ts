/**
 * Hosts' photos over HTTP (issue 24; shared/design/architecture.md, "Photos and the listing"):
 *   POST /api/host/photos?propertyId=ID  the image bytes as the body → 201 { id, url, width, height };
 *        401 without a session, 404 for a property that is not the caller's, 413 over 15 MB,
 *        415 for anything but JPEG, PNG, WebP or AVIF (judged by the bytes), 409 past 40 photos.
 *   GET  /photos/<public id>/<width>.webp | og.jpg  a stored size, immutable; 404 once deleted.
 * The session comes from the cookie (a browser on this site only) or `Authorization: Bearer`.
 */
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context';
import { MAX_PHOTOS } from '../../shared/host/photos';
import { countPhotos, insertPhoto, ownsProperty, TooManyPhotos } from '../db/photos';
import { deletePhotoObjects, NotAnImage, readLimited, storePhoto, TooLarge } from './store';
import { listingsChanged } from '../db/directory-listings';
import { shardDatabase, shardOfHost } from '../db/shards';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const problem = (c: Context<AppEnv>, status: 400 | 401 | 403 | 404 | 409 | 413 | 415, error: string, message: string) =>
  c.json({ error, message }, status, { 'cache-control': 'no-store' });

async function upload(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) return problem(c, 401, 'unauthorized', 'Sign in to continue.');
  const raw = c.req.query('propertyId') ?? '';
  const propertyId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  if (propertyId === null) return problem(c, 400, 'bad_request', 'propertyId: a property id is required.');
  // The host's own shard (issue 46: a placed or moved host's properties are not in the directory's database).
  const shard = await shardOfHost(c.env, user.id);
  const db = shardDatabase(c.env, shard);
  if (!(await ownsProperty(db, user.id, propertyId))) return problem(c, 404, 'not_found', 'Not found.');
  if ((await countPhotos(db, propertyId)) >= MAX_PHOTOS) return problem(c, 409, 'too_many', `At most ${MAX_PHOTOS} photos per property.`);
  const lengthHeader = c.req.header('content-length');
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(c.req.raw.body, lengthHeader && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null);
  } catch (error) {
    if (error instanceof TooLarge) return problem(c, 413, 'too_large', 'A photo may have at most 15 MB.');
    throw error;
  }
  let stored;
  try {
    stored = await storePhoto(c.env, bytes, user.id);
  } catch (error) {
    if (error instanceof NotAnImage) return problem(c, 415, 'unsupported_type', 'Send a JPEG, PNG, WebP or AVIF image.');
    throw error;
  }
  const url = `/photos/${stored.publicId}/${stored.width}.webp`;
  try {
    const row = await insertPhoto(db, user.id, {
      propertyId,
      objectKey: stored.objectKey,
      url,
      contentType: stored.type,
      width: stored.width,
      height: stored.height,
      widths: stored.widths,
    });
    // A new cover goes to the directory's copy of the listing after the answer (issue 46).
    listingsChanged(c.env, shard, { propertyId }, (promise) => {
      try {
        c.executionCtx.waitUntil(promise);
      } catch {
        // No execution context (a plain fetch in a test): the promise simply runs.
      }
    });
    const origin = new URL(c.req.url).origin;
    return c.json({ id: row.id, url: `${origin}${url}`, width: stored.width, height: stored.height }, 201, { 'cache-control': 'no-store' });
  } catch (error) {
    await deletePhotoObjects(c.env.PHOTOS, [stored.objectKey]);
    if (error instanceof TooManyPhotos) return problem(c, 409, 'too_many', error.message);
    throw error;
  }
}

async function serve(c: Context<AppEnv>) {
  const { publicId = '', file = '' } = c.req.param();
  const notFound = () => c.text('Not found', 404, { 'cache-control': 'no-store' });
  if (!/^[0-9a-f]{32}$/.test(publicId) || !/^(?:\d{1,4}\.webp|og\.jpg)$/.test(file)) return notFound();
  const object = await c.env.PHOTOS.get(`photos/${publicId}/${file}`);
  if (!object) return notFound();
  const type = object.httpMetadata?.contentType ?? (file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
  const headers = { 'content-type': type, 'cache-control': IMMUTABLE, etag: object.httpEtag, 'content-length': String(object.size) };
  if (c.req.header('if-none-match') === object.httpEtag) {
    await object.body.cancel();
    return c.body(null, 304, { 'cache-control': IMMUTABLE, etag: object.httpEtag });
  }
  return c.body(object.body as unknown as ReadableStream<Uint8Array>, 200, headers);
}

export function mountPhotos(app: Hono<AppEnv>) {
  app.post('/api/host/photos', upload);
  app.get('/photos/:publicId/:file', serve);
}
