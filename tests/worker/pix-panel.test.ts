import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import TypesafeI18n from '../../web/i18n/i18n-react';
import { loadLocale } from '../../web/i18n/i18n-util.sync';
import { PixPanel, type PixPanelProps } from '../../web/workspace/PixPanel';
import { buildBrCode } from '../../shared/pix/brcode';
import { formatCurrency } from '../../shared/format';
import type { Locale } from '../../shared/locales';

/** The panel as the server renders it (workerd, no JavaScript yet). */
async function render(props: PixPanelProps, locale: Locale = 'pt'): Promise<string> {
  loadLocale(locale);
  const stream = await renderToReadableStream(createElement(TypesafeI18n, { locale, children: createElement(PixPanel, props) }));
  await stream.allReady;
  return new Response(stream).text();
}

/** Reads the inline SVG's module grid back into pixels and decodes it with a real decoder. */
function decodeQr(html: string): string | null {
  const svg = /<svg[^>]*data-testid="pix-qr"[^>]*>.*?<\/svg>/s.exec(html)![0];
  const side = Number(/ width="(\d+)"/.exec(svg)![1]);
  expect(Number(/ height="(\d+)"/.exec(svg)![1])).toBe(side);
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const scale = side / modules;
  const dark = new Set<string>();
  for (const run of /<path[^>]* d="([^"]*)"/.exec(svg)![1]!.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run[3]); i++) dark.add(`${Number(run[1]) + i},${run[2]}`);
  }
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const value = dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`) ? 0 : 255;
      pixels.set([value, value, value, 255], (y * side + x) * 4);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

describe('PixPanel (server-rendered)', () => {
  const brCode = buildBrCode({ key: 'reservas@saojoao.com.br', receiverName: 'Pousada São João', receiverCity: 'Paraty', amountCents: 27_000, txid: 'EST-7K3Q9' });
  const props: PixPanelProps = { brCode, amountCents: 27_000, totalCents: 90_000, reservationCode: 'EST-7K3Q9', deadline: '2027-08-01T15:00:00.000Z', timeZone: 'America/Sao_Paulo' };

  it('shows the QR that decodes to the code, the code as selectable text, the deposit and the deadline', async () => {
    const html = await render(props);
    expect(decodeQr(html)).toBe(brCode);
    expect(html).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
    expect(html).toContain('aria-label="QR Code Pix de R$');
    // The copy-and-paste code: a read-only text area holding the exact payload (works without JS).
    const textarea = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)!;
    expect(textarea[0]).toMatch(/readonly=""/i);
    expect(textarea[1]).toBe(brCode);
    const text = textOf(html);
    expect(text).toContain(formatCurrency(27_000, 'BRL', 'pt'));
    expect(text).toContain(`o restante, ${formatCurrency(63_000, 'BRL', 'pt')}, na propriedade`);
    // 15:00 UTC is 12:00 in São Paulo.
    expect(html).toMatch(/<time datetime="2027-08-01T15:00:00.000Z">1 de agosto de 2027[^<]*12:00 GMT-3<\/time>/i);
    // No copy button before the page is interactive (it would do nothing without JavaScript).
    expect(text).not.toContain('Copiar código');
  });

  it('says "the full amount" when nothing is left for the property, in every language', async () => {
    const full = { ...props, amountCents: 90_000 };
    expect(textOf(await render(full, 'pt'))).toContain('Valor total da estadia.');
    expect(textOf(await render(full, 'en'))).toContain('The full amount of the stay.');
    expect(textOf(await render(full, 'es'))).toContain('El importe total de la estancia.');
    expect(textOf(await render(full, 'it'))).toContain("L'importo totale del soggiorno.");
  });

  it('says the payment was received instead of asking for it', async () => {
    const html = await render({ ...props, paid: true }, 'en');
    expect(textOf(html)).toContain('Payment received. Thank you!');
    expect(html).not.toContain('<svg');
  });
});
