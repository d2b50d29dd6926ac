import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { buildBrCode } from '../../shared/pix/brcode';
import { QR_QUIET_ZONE, qrDrawing, qrSvg } from '../../shared/pix/qr';

/**
 * Rasterises the SVG string the page and the email carry (its viewBox, width and one path of
 * `M x y h w v 1 h -w z` runs), pixel by pixel, and reads it with a real decoder.
 */
function decodeSvg(svg: string): string | null {
  const side = Number(/ width="(\d+)"/.exec(svg)![1]);
  expect(Number(/ height="(\d+)"/.exec(svg)![1])).toBe(side);
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const scale = side / modules;
  expect(Number.isInteger(scale)).toBe(true);
  const dark = new Set<string>();
  for (const run of /<path[^>]* d="([^"]*)"/.exec(svg)![1]!.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, width] = [Number(run[1]), Number(run[2]), Number(run[3])];
    for (let i = 0; i < width; i++) dark.add(`${x + i},${y}`);
  }
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const value = dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`) ? 0 : 255;
      pixels.set([value, value, value, 255], (py * side + px) * 4);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

const PAYLOADS = [
  // Banco Central's example and a 137-character code with amount and reservation code.
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
  buildBrCode({ key: 'reservas@pousadasaojoao.com.br', receiverName: 'Pousada São João de Paraty', receiverCity: 'Paraty', amountCents: 123_456, txid: 'EST-7K3Q9' }),
  buildBrCode({ key: `${'a'.repeat(64)}@example.com`, receiverName: 'A'.repeat(25), receiverCity: 'B'.repeat(15), amountCents: 999_999_999_999, txid: 'Z'.repeat(25) }),
];

describe('Pix QR as SVG', () => {
  it.each(PAYLOADS.map((payload, i) => [i, payload.length, payload] as const))('payload %i (%i characters) decodes back exactly', (_, __, payload) => {
    const svg = qrSvg(payload, { label: 'Pix QR' });
    expect(decodeSvg(svg)).toBe(payload);
  });

  it('has explicit width and height, a quiet zone of 4 modules and an accessible name', () => {
    const payload = PAYLOADS[1]!;
    const { modules, path } = qrDrawing(payload);
    const svg = qrSvg(payload, { pixelsPerModule: 4, label: 'Código Pix "EST-7K3Q9" & <valor>' });
    expect(svg).toContain(` width="${modules * 4}" height="${modules * 4}"`);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Código Pix &#34;EST-7K3Q9&#34; &#38; &#60;valor&#62;"');
    expect(svg).not.toMatch(/<valor>/);
    // No dark module inside the quiet zone.
    for (const run of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, width] = [Number(run[1]), Number(run[2]), Number(run[3])];
      expect(x).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(x + width).toBeLessThanOrEqual(modules - QR_QUIET_ZONE);
      expect(y).toBeLessThan(modules - QR_QUIET_ZONE);
    }
  });

  it('is the same for the same payload (server and browser render the same markup)', () => {
    expect(qrSvg(PAYLOADS[0]!)).toBe(qrSvg(PAYLOADS[0]!));
  });
});
