/**
 * Images the photo tests make themselves: a PNG written byte by byte (zlib through
 * CompressionStream), converted by the Images binding into the other types, and a JPEG given an
 * EXIF segment with GPS coordinates by hand.
 */
import { SELF, env } from 'cloudflare:test';
import { ORIGIN } from './api-support';
import type { Host } from './reservations-support';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const u32 = (value: number) => new Uint8Array([(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
const ascii = (text: string) => new TextEncoder().encode(text);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat(ascii(type), data);
  return concat(u32(data.length), body, u32(crc32(body)));
}

async function zlib(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An RGB PNG of the given size: colour bands, `seed` shifting the colours (distinct images). */
export async function makePng(width: number, height: number, seed = 0): Promise<Uint8Array> {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const i = row + 1 + x * 3;
      raw[i] = (x * 7 + seed * 40) & 255;
      raw[i + 1] = (y * 5 + seed * 90) & 255;
      raw[i + 2] = ((x + y) * 3 + seed * 13) & 255;
    }
  }
  const header = concat(u32(width), u32(height), new Uint8Array([8, 2, 0, 0, 0]));
  return concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', await zlib(raw)), chunk('IEND', new Uint8Array(0)));
}

const streamOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]).stream() as unknown as Parameters<typeof env.IMAGES.info>[0];

/** The PNG re-encoded by the Images binding (sharp under Miniflare). */
export async function convert(png: Uint8Array, format: 'image/jpeg' | 'image/webp' | 'image/avif'): Promise<Uint8Array> {
  const result = await env.IMAGES.input(streamOf(png)).output({ format });
  return new Uint8Array(await new Response(result.image() as unknown as ReadableStream).arrayBuffer());
}

/** What the Images binding reads in some bytes. */
export async function infoOf(bytes: Uint8Array): Promise<{ format: string; width: number; height: number }> {
  return (await env.IMAGES.info(streamOf(bytes))) as { format: string; width: number; height: number };
}

/** Text the EXIF segment carries next to the coordinates: found in the upload, never in what is served. */
export const EXIF_MARKER = 'HOST-HOME 23.5505S 46.6333W';

/** The JPEG with an APP1 EXIF segment (IFD0 with a description and a GPS IFD: latitude 23°33'S) after its SOI. */
export function withGpsExif(jpeg: Uint8Array): Uint8Array {
  const u16 = (value: number) => new Uint8Array([(value >>> 8) & 255, value & 255]);
  const entry = (tag: number, type: number, count: number, value: Uint8Array) => concat(u16(tag), u16(type), u32(count), value);
  const description = ascii(`${EXIF_MARKER}\0`);
  // Offsets from the TIFF header: IFD0 at 8 (30 bytes), GPS IFD at 38 (30 bytes), latitude at 68 (24), description at 92.
  const ifd0 = concat(u16(2), entry(0x010e, 2, description.length, u32(92)), entry(0x8825, 4, 1, u32(38)), u32(0));
  const gps = concat(u16(2), entry(0x0001, 2, 2, concat(ascii('S\0'), new Uint8Array(2))), entry(0x0002, 5, 3, u32(68)), u32(0));
  const latitude = concat(u32(23), u32(1), u32(33), u32(1), u32(1800), u32(100));
  const tiff = concat(ascii('MM'), u16(42), u32(8), ifd0, gps, latitude, description);
  const payload = concat(ascii('Exif\0\0'), tiff);
  const segment = concat(new Uint8Array([0xff, 0xe1]), u16(payload.length + 2), payload);
  return concat(jpeg.subarray(0, 2), segment, jpeg.subarray(2));
}

export function contains(haystack: Uint8Array, needle: string): boolean {
  const bytes = ascii(needle);
  outer: for (let i = 0; i + bytes.length <= haystack.length; i++) {
    for (let j = 0; j < bytes.length; j++) if (haystack[i + j] !== bytes[j]) continue outer;
    return true;
  }
  return false;
}

/** POST /api/host/photos as an API client (bearer) or a browser (cookie + origin). */
export function upload(propertyId: number, body: BodyInit | Uint8Array | ReadableStream<Uint8Array> | null, init: { host?: Host | null; cookie?: string; type?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': init.type ?? 'image/jpeg' };
  if (init.host) headers.authorization = `Bearer ${init.host.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin) headers.origin = init.origin;
  return SELF.fetch(`${ORIGIN}/api/host/photos?propertyId=${propertyId}`, { method: 'POST', headers, body } as RequestInit as Parameters<typeof SELF.fetch>[1]) as unknown as Promise<Response>;
}

export async function bytesAt(url: string): Promise<{ status: number; type: string | null; cache: string | null; bytes: Uint8Array }> {
  const res = await SELF.fetch(url.startsWith('http') ? url : `${ORIGIN}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), bytes: new Uint8Array(await res.arrayBuffer()) };
}
