/**
 * A host's photo from upload to objects: the body read up to the limit, its type judged by its
 * bytes, the sizes made with the Images binding (re-encoded: no EXIF or GPS survives) and stored
 * in R2 under `photos/<public id>/`; and the objects' removal.
 */
import { MAX_PHOTO_BYTES, OG_SIZE, PHOTO_WIDTHS } from '../../shared/host/photos';
import { sniffImage, type PhotoType } from './sniff';

export class TooLarge extends Error {}

/**
 * The body's bytes, never more than `max` + one chunk read: past the limit the stream is
 * cancelled and TooLarge thrown (a declared length over it is refused before reading).
 */
export async function readLimited(body: ReadableStream<Uint8Array> | null, declaredLength: number | null, max = MAX_PHOTO_BYTES): Promise<Uint8Array> {
  if (declaredLength !== null && declaredLength > max) {
    await body?.cancel().catch(() => undefined);
    throw new TooLarge();
  }
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The runtime's stream type as the bindings declare it (the DOM lib's is a different declaration of the same object). */
type RuntimeStream = Parameters<ImagesBinding['info']>[0];
const streamOf = (bytes: Uint8Array): RuntimeStream => new Blob([bytes as Uint8Array<ArrayBuffer>]).stream() as unknown as RuntimeStream;

async function bytesOf(stream: RuntimeStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream as unknown as ReadableStream<Uint8Array>).arrayBuffer());
}

export class NotAnImage extends Error {}

export interface StoredPhoto {
  publicId: string;
  objectKey: string;
  type: PhotoType;
  /** The largest stored size's dimensions. */
  width: number;
  height: number;
  widths: number[];
}

/**
 * Makes the sizes of an upload and stores them with the original. NotAnImage when the bytes are
 * not one of the four types or the Images binding cannot read them.
 *
 * The original (up to 15 MB) is decoded once: its largest size is made from it, and the smaller
 * sizes and the Open Graph crop from that largest size (a fraction of the pixels), all at once;
 * the objects are then written to R2 together.
 */
export async function storePhoto(env: Pick<Env, 'IMAGES' | 'PHOTOS'>, bytes: Uint8Array, hostId: string): Promise<StoredPhoto> {
  const type = sniffImage(bytes);
  if (!type) throw new NotAnImage();
  const webp = async (source: Uint8Array, width: number) => {
    const result = await env.IMAGES.input(streamOf(source)).transform({ width, fit: 'scale-down' }).output({ format: 'image/webp', quality: 82 });
    return bytesOf(result.image());
  };
  // The largest size first: its real dimensions (oriented, never enlarged) decide the others.
  // Bytes the binding cannot read are not an image.
  const largestTarget = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  let largest: Uint8Array;
  try {
    largest = await webp(bytes, largestTarget);
  } catch {
    throw new NotAnImage();
  }
  const og = async () => {
    const result = await env.IMAGES.input(streamOf(largest))
      .transform({ width: OG_SIZE.width, height: OG_SIZE.height, fit: 'cover', gravity: 'center' })
      .output({ format: 'image/jpeg', quality: 82 });
    return bytesOf(result.image());
  };
  const targets = PHOTO_WIDTHS.filter((target) => target < largestTarget);
  const [info, ogBytes, ...sized] = await Promise.all([env.IMAGES.info(streamOf(largest)), og(), ...targets.map((target) => webp(largest, target))]);
  if (!('width' in info) || !info.width || !info.height) throw new NotAnImage();
  const width = info.width;
  const height = info.height;
  // A photo narrower than a target keeps only the sizes below its own width.
  const smaller = targets.filter((target) => target < width);
  const publicId = crypto.randomUUID().replaceAll('-', '');
  const objectKey = `photos/${publicId}`;
  const meta = (contentType: string) => ({ httpMetadata: { contentType }, customMetadata: { hostId } });
  await Promise.all([
    env.PHOTOS.put(`${objectKey}/original`, bytes, meta(type)),
    env.PHOTOS.put(`${objectKey}/${width}.webp`, largest, meta('image/webp')),
    env.PHOTOS.put(`${objectKey}/og.jpg`, ogBytes, meta('image/jpeg')),
    ...smaller.map((target) => env.PHOTOS.put(`${objectKey}/${target}.webp`, sized[targets.indexOf(target)]!, meta('image/webp'))),
  ]);
  return { publicId, objectKey, type, width, height, widths: [...smaller, width] };
}

/** Deletes every object under the photos' keys (`photos/<public id>/…`). */
export async function deletePhotoObjects(bucket: R2Bucket, objectKeys: string[]): Promise<void> {
  for (const key of objectKeys) {
    let cursor: string | undefined;
    do {
      const listed = await bucket.list({ prefix: `${key}/`, cursor });
      if (listed.objects.length) await bucket.delete(listed.objects.map((object) => object.key));
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor);
  }
}
