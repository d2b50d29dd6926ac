// Renders the default Open Graph image (1200x630 PNG) from the SVG below. Run by hand when the
// design changes (`node scripts/og-image.mjs`); the PNG is committed under public/og/.
// Uses sharp (librsvg), which the Cloudflare tooling already installs.
import { writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4f8a"/><stop offset="1" stop-color="#0f6b5c"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g opacity=".12" fill="#fff">${Array.from({ length: 6 }, (_, r) => Array.from({ length: 5 }, (_, c) => `<rect x="${830 + c * 70}" y="${120 + r * 70}" width="56" height="56" rx="10"/>`).join('')).join('')}</g>
  <g transform="translate(90 150)">
    <rect width="120" height="120" rx="30" fill="#fff"/>
    <path d="M30 58 60 30l30 28v32a4 4 0 0 1-4 4H34a4 4 0 0 1-4-4z" fill="#0b4f8a"/>
    <path d="m47 69 9 9 17-19" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="90" y="380" font-family="DejaVu Sans, sans-serif" font-size="96" font-weight="bold" fill="#fff">Estadia</text>
  <text x="90" y="450" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#e6f0fa">PMS · Channel manager · Motor de reservas</text>
  <text x="90" y="510" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#cfe3ff">Hotéis, pousadas e hostels em um só lugar</text>
</svg>`;

mkdirSync('public/og', { recursive: true });
const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
writeFileSync('public/og/estadia-1200x630.png', png);
console.log(`public/og/estadia-1200x630.png ${png.length} bytes`);
