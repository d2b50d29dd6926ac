/**
 * The QR of a BR Code as inline SVG, the same in the worker (pages, emails) and the browser:
 * error correction M, a quiet zone of 4 modules, one path of dark runs, explicit width and
 * height so the page never shifts. The matrix comes from `uqr` (no canvas, no Node APIs).
 */
import { encode } from 'uqr';

/** Modules of white around the code, as the QR standard asks. */
export const QR_QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules per side, quiet zone included (the viewBox is 0 0 modules modules). */
  modules: number;
  /** The dark modules as one SVG path in module units. */
  path: string;
}

/** The QR of a text as one path: each row's runs of dark modules as rectangles. */
export function qrDrawing(text: string): QrDrawing {
  const qr = encode(text, { ecc: 'M', border: QR_QUIET_ZONE });
  let path = '';
  qr.data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { modules: qr.size, path };
}

export interface QrSvgOptions {
  /** Screen pixels per module (whole, for crisp edges). Default 5: a Pix code is about 265 px. */
  pixelsPerModule?: number;
  /** The accessible name (e.g. "Pix QR code for EST-7K3Q9"). */
  label?: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The QR as a standalone SVG string (pages rendered on the server, emails). */
export function qrSvg(text: string, options: QrSvgOptions = {}): string {
  const { modules, path } = qrDrawing(text);
  const scale = Math.max(1, Math.round(options.pixelsPerModule ?? 5));
  const side = modules * scale;
  const label = options.label ? `<title>${escapeXml(options.label)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges" role="img"${options.label ? ` aria-label="${escapeXml(options.label)}"` : ''}>` +
    `${label}<rect width="${modules}" height="${modules}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
