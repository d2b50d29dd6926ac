import { SELF } from 'cloudflare:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { buildBrCode } from '../../shared/pix/brcode';
import { formatCurrency } from '../../shared/format';
import { PixMailSection, pixMailText, type PixMailInput } from '../../worker/mail/pix-mail';

/** A PNG as the decoder sees it: chunks read, IDAT inflated, rows unfiltered (filter 0), grey → RGBA. */
async function pngPixels(bytes: Uint8Array): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }> {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array<ArrayBuffer>[] = [];
  while (at < bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      expect([...data.subarray(8, 13)]).toEqual([8, 0, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data.slice());
    at += 12 + length;
  }
  const raw = new Uint8Array(await new Response(new Blob(idat).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const grey = raw[y * (width + 1) + 1 + x]!;
      rgba.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
}

const brCode = buildBrCode({ key: '+5524998765432', receiverName: 'Pousada São João', receiverCity: 'Paraty', amountCents: 27_000, txid: 'EST-7K3Q9' });

describe('GET /pix/qr.png', () => {
  it('draws a valid BR Code as a PNG that decodes back to it, cached for a year', async () => {
    const response = await SELF.fetch(`http://localhost/pix/qr.png?code=${encodeURIComponent(brCode)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { width, height, rgba } = await pngPixels(new Uint8Array(await response.arrayBuffer()));
    expect(width).toBe(height);
    expect(jsQR(rgba, width, height)?.data).toBe(brCode);
  });

  it.each([
    ['a wrong CRC', brCode.slice(0, -4) + (brCode.endsWith('0000') ? '0001' : '0000')],
    ['arbitrary text', 'https://phishing.example/pay'],
    ['nothing', ''],
    ['an over-long text', `${brCode}${'9'.repeat(600)}`],
  ])('refuses %s (400), drawing nothing', async (_, code) => {
    const response = await SELF.fetch(`http://localhost/pix/qr.png?code=${encodeURIComponent(code)}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).not.toBe('image/png');
  });
});

describe('Pix in the guest mail', () => {
  const input: PixMailInput = {
    locale: 'pt',
    brCode,
    reservationCode: 'EST-7K3Q9',
    amountCents: 27_000,
    totalCents: 90_000,
    deadline: '2027-08-01T15:00:00.000Z',
    timeZone: 'America/Sao_Paulo',
    siteUrl: 'https://estadia.example/',
  };

  it('carries the QR image, the copy-and-paste code, the amount, the rest and the deadline', () => {
    const html = renderToStaticMarkup(createElement(PixMailSection, input));
    expect(html).toContain(`src="https://estadia.example/pix/qr.png?code=${encodeURIComponent(brCode).replace(/&/g, '&amp;')}"`);
    expect(html).toMatch(/<img[^>]* width="220" height="220"[^>]* alt="QR Code Pix de R\$[^"]*EST-7K3Q9"/);
    expect(html).toContain(`>${brCode}</p>`);
    expect(html).toContain(formatCurrency(27_000, 'BRL', 'pt'));
    expect(html).toContain(formatCurrency(63_000, 'BRL', 'pt'));
    expect(html).toContain('1 de agosto de 2027');
  });

  it('has a plain-text version with the code alone on its line, in every language', () => {
    for (const locale of ['pt', 'en', 'es', 'it'] as const) {
      const lines = pixMailText({ ...input, locale, amountCents: 90_000, deadline: null });
      expect(lines.at(-1)).toBe(brCode);
      expect(lines.join('\n')).toContain(formatCurrency(90_000, 'BRL', locale));
    }
    expect(pixMailText({ ...input, locale: 'en' })).toContain(`A deposit to secure the booking; the rest, ${formatCurrency(63_000, 'BRL', 'en')}, at the property.`);
    expect(pixMailText({ ...input, locale: 'en', amountCents: 90_000 })).toContain('The full amount of the stay.');
  });
});
