/**
 * An upload's type judged by its first bytes, never by its name or header
 * (shared/design/guest-and-pricing-facts.md, "Photos at the edge").
 */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffImage(bytes: Uint8Array): PhotoType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  const brand = ascii(bytes, 4, 12);
  if (brand === 'ftypavif' || brand === 'ftypavis') return 'image/avif';
  return null;
}
