#!/usr/bin/env node
// Issue 45: the self-hosted families a host's site may use (shared/site/schema.ts SITE_FONTS).
// Copies the latin and latin-ext woff2 files (400 and 700) of each @fontsource package into
// public/fonts/ under content-hashed names (served by the platform's static assets with a year's
// immutable cache, public/_headers), writes one stylesheet per family beside them (@font-face with
// font-display: swap, and a metric-adjusted local fallback so the swap does not move the text),
// and writes shared/site/fonts.generated.ts, which the site's head links and preloads from.
// Run after upgrading a @fontsource package: `npm run site:fonts` (the output is committed).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

const FAMILIES = [
  // id (the SITE_FONTS value), package, CSS name, the local fallback and a metric-compatible file of it
  // (Liberation Sans/Serif have Arial's/Times New Roman's widths) to measure it by.
  { id: 'inter', pkg: 'inter', name: 'Inter', fallback: { local: ['Arial', 'Liberation Sans'], generic: 'sans-serif', file: 'LiberationSans-Regular.ttf' } },
  { id: 'lora', pkg: 'lora', name: 'Lora', fallback: { local: ['Times New Roman', 'Liberation Serif'], generic: 'serif', file: 'LiberationSerif-Regular.ttf' } },
  { id: 'nunito', pkg: 'nunito', name: 'Nunito', fallback: { local: ['Arial', 'Liberation Sans'], generic: 'sans-serif', file: 'LiberationSans-Regular.ttf' } },
];
const SUBSETS = ['latin-ext', 'latin'];
const WEIGHTS = [400, 700];
const out = new URL('../public/fonts/', import.meta.url);
const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** hhea ascender/descender/lineGap, head unitsPerEm and OS/2 xAvgCharWidth of a woff2 file (those tables are never transformed). */
function metrics(woff2) {
  const numTables = woff2.readUInt16BE(12);
  let offset = 48;
  const tables = [];
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = woff2[offset++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const KNOWN = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill'];
  for (let i = 0; i < numTables; i++) {
    const flags = woff2[offset++];
    const tag = (flags & 0x3f) === 63 ? woff2.toString('latin1', offset, (offset += 4)) : KNOWN[flags & 0x3f];
    const version = flags >> 6;
    const origLength = base128();
    const transformed = (tag === 'glyf' || tag === 'loca') ? version === 0 : version !== 0;
    const length = transformed ? base128() : origLength;
    tables.push({ tag, length });
  }
  const data = brotliDecompressSync(woff2.subarray(offset));
  const at = {};
  let position = 0;
  for (const table of tables) {
    at[table.tag] = position;
    position += table.length;
  }
  return measure(data, at);
}

/** The same of a TrueType file (the metric-compatible fallback on this machine). */
function ttfMetrics(ttf) {
  const at = {};
  for (let i = 0; i < ttf.readUInt16BE(4); i++) at[ttf.toString('latin1', 12 + i * 16, 16 + i * 16)] = ttf.readUInt32BE(20 + i * 16);
  return measure(ttf, at);
}

/** Text of the kind a site shows: what the average advance is taken over. */
const SAMPLE = 'Pousada à beira-mar, café da manhã incluído. Reserve sua estadia: 2 hóspedes, R$ 480 por noite.';

/** Units per em, hhea ascender/descender/line gap, and the sample's mean advance (cmap format 4, hmtx). */
function measure(data, at) {
  const upm = data.readUInt16BE(at.head + 18);
  const numberOfHMetrics = data.readUInt16BE(at.hhea + 34);
  let sub = -1;
  for (let i = 0; i < data.readUInt16BE(at.cmap + 2); i++) {
    const record = at.cmap + 4 + i * 8;
    if (data.readUInt16BE(record) === 3 && data.readUInt16BE(record + 2) === 1) sub = at.cmap + data.readUInt32BE(record + 4);
  }
  if (sub < 0 || data.readUInt16BE(sub) !== 4) throw new Error('no cmap (3,1) format 4');
  const segX2 = data.readUInt16BE(sub + 6);
  const glyphOf = (code) => {
    for (let i = 0; i < segX2 / 2; i++) {
      const end = data.readUInt16BE(sub + 14 + i * 2);
      if (code > end) continue;
      const startAt = sub + 16 + segX2 + i * 2;
      const start = data.readUInt16BE(startAt);
      if (code < start) return 0;
      const delta = data.readInt16BE(startAt + segX2);
      const rangeAt = startAt + segX2 * 2;
      const range = data.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = data.readUInt16BE(rangeAt + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const advance = (glyph) => data.readUInt16BE(at.hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);
  const widths = [...SAMPLE].map((char) => advance(glyphOf(char.codePointAt(0))));
  return {
    upm,
    ascender: data.readInt16BE(at.hhea + 4),
    descender: data.readInt16BE(at.hhea + 6),
    lineGap: data.readInt16BE(at.hhea + 8),
    avg: widths.reduce((a, b) => a + b, 0) / widths.length,
  };
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = {};
for (const family of FAMILIES) {
  const files = new URL(`../node_modules/@fontsource/${family.pkg}/files/`, import.meta.url);
  const unicode = JSON.parse(readFileSync(new URL(`../node_modules/@fontsource/${family.pkg}/unicode.json`, import.meta.url), 'utf8'));
  const faces = [];
  let preload = '';
  let m;
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const bytes = readFileSync(new URL(`${family.pkg}-${subset}-${weight}-normal.woff2`, files));
      const name = `${family.id}-${subset}-${weight}.${hash(bytes)}.woff2`;
      writeFileSync(new URL(name, out), bytes);
      if (subset === 'latin' && weight === 400) {
        preload = `/fonts/${name}`;
        m = metrics(bytes);
      }
      faces.push(`@font-face{font-family:'${family.name}';font-style:normal;font-display:swap;font-weight:${weight};src:url(/fonts/${name}) format('woff2');unicode-range:${unicode[subset]}}`);
    }
  }
  // The fallback's glyphs scaled to the family's average width, its ascent and descent to the
  // family's: the text keeps its place when the web font swaps in (CLS 0).
  const f = ttfMetrics(readFileSync(`/usr/share/fonts/truetype/liberation/${family.fallback.file}`));
  const sizeAdjust = m.avg / m.upm / (f.avg / f.upm);
  faces.push(
    `@font-face{font-family:'${family.name} Fallback';src:${family.fallback.local.map((name) => `local('${name}')`).join(',')};size-adjust:${percent(sizeAdjust)};ascent-override:${percent(m.ascender / m.upm / sizeAdjust)};descent-override:${percent(-m.descender / m.upm / sizeAdjust)};line-gap-override:${percent(m.lineGap / m.upm / sizeAdjust)}}`,
  );
  const css = `${faces.join('\n')}\n`;
  const cssName = `${family.id}.${hash(css)}.css`;
  writeFileSync(new URL(cssName, out), css);
  manifest[family.id] = { stylesheet: `/fonts/${cssName}`, preload, stack: `'${family.name}', '${family.name} Fallback', ${family.fallback.generic}` };
}
writeFileSync(
  new URL('../shared/site/fonts.generated.ts', import.meta.url),
  `// Written by scripts/site-fonts.mjs (npm run site:fonts): do not edit.\n/** Each self-hosted family's stylesheet (its @font-face rules), the one file a page preloads, and its CSS stack. */\nexport const SELF_HOSTED_FONTS = ${JSON.stringify(manifest, null, 2)} as const;\n`,
);
console.log(readdirSync(out).join('\n'));
