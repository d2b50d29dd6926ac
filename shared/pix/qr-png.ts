/**
 * The QR of a BR Code as a PNG, for email (mail clients do not show inline SVG). Same matrix
 * as the SVG (uqr, error correction M, quiet zone 4), 8-bit greyscale, compressed with the
 * runtime's CompressionStream('deflate') (zlib, as PNG's IDAT wants): no Node APIs, so it runs
 * in workerd, Node and the browser alike.
 */
import { encode } from 'uqr';
import { QR_QUIET_ZONE } from './qr';

let crcTable: Uint32Array | null = null;

/** CRC-32 (PNG chunks), table-driven. */
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface QrPng {
  png: Uint8Array<ArrayBuffer>;
  /** Pixels per side (width = height). */
  size: number;
}

/** The QR of a text as a black-on-white PNG, `pixelsPerModule` pixels per module (default 6). */
export async function qrPng(text: string, pixelsPerModule = 6): Promise<QrPng> {
  const qr = encode(text, { ecc: 'M', border: QR_QUIET_ZONE });
  const scale = Math.max(1, Math.round(pixelsPerModule));
  const size = qr.size * scale;
  // Each row: filter byte 0 (None), then one grey byte per pixel.
  const raw = new Uint8Array(size * (size + 1));
  for (let y = 0; y < size; y++) {
    const row = qr.data[Math.floor(y / scale)]!;
    const start = y * (size + 1);
    for (let x = 0; x < size; x++) raw[start + 1 + x] = row[Math.floor(x / scale)] ? 0 : 255;
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filtering, no interlace
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', await deflate(raw)), chunk('IEND', new Uint8Array())];
  const png = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return { png, size };
}
