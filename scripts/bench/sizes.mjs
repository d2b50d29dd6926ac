// Size accounting for the budgets, shared by `npm run bench` and tests/unit/budgets.test.ts.
// A page's client assets are computed from the client build's Vite manifest exactly as
// worker/ssr/assets.ts links them: the islands' boot script, and for a page that is one island
// (hydrated at load) also React's hydration, the page chunk and the locale's dictionary chunks,
// each with everything it statically imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The budgets of issue 7, in bytes (KB = 1000 bytes, MiB = 1024 * 1024 bytes). */
export const BUDGETS = {
  homeJsGzip: 100_000,
  pageJsGzip: 150_000,
  pageCssGzip: 30_000,
  workerGzip: 1024 * 1024,
};

/** A build input only so that the manifest lists the base stylesheets every page links first (theme, ui, skip link). */
export const BASE = 'web/base.ts';
/** A build input only so that the manifest lists the marketplace shell's stylesheets. */
export const SHELL = 'web/App.tsx';
/** A host's site's pages (under /s/) and the workspace's (under /dashboard), which link no marketplace chrome (worker/ssr/asset-graph.ts, CHROMELESS_PAGES). */
export const isChromeless = (page) => /^(site[A-Z]|dashboard)/.test(page);
/** The boot script of every page (web/islands/boot.ts). */
export const ISLANDS_ENTRY = 'web/islands/boot.ts';
/** What a page island needs at once besides its page (worker/ssr/assets.ts). */
const HYDRATE = 'web/islands/hydrate.tsx';

/** Gzip at zlib's default level, as `vite build` reports it. */
export function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

export function brotliSize(buffer) {
  return brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function readManifest(clientDir) {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
}

function collect(manifest, key, js, css, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css, seen);
}

/** A chunk's stylesheets through its static and lazy imports (worker/ssr/assets.ts, collectCss). */
function collectCss(manifest, key, css, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) collectCss(manifest, imported, css, seen);
}

/**
 * The files (relative to the client dir) one page loads in one locale, as the worker links them.
 * @returns {{ js: string[], css: string[] }}
 */
export function pageFiles(manifest, page, locale, namespaces, hydration = 'page') {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  // The stylesheets, and the boot script; each island's code loads when it is used.
  collect(manifest, BASE, new Set(), css, new Set());
  if (!isChromeless(page)) collect(manifest, SHELL, new Set(), css, new Set());
  collect(manifest, `web/pages/${page}/index.tsx`, hydration === 'page' ? js : new Set(), css, hydration === 'page' ? seen : new Set());
  // The page's lazy parts are rendered on the server: their stylesheets are linked with the page's.
  collectCss(manifest, `web/pages/${page}/index.tsx`, css, new Set());
  collect(manifest, ISLANDS_ENTRY, js, css, seen);
  if (hydration === 'page') {
    // The page is an island hydrated at load: all of it is needed before it is interactive.
    collect(manifest, HYDRATE, js, css, seen);
    collect(manifest, `web/i18n/${locale}/index.ts`, js, css, seen);
    for (const ns of namespaces) collect(manifest, `web/i18n/${locale}/${ns}/index.ts`, js, css, seen);
  }
  return { js: [...js], css: [...css], critical: [...js] };
}

const cache = new Map();
/** Gzip and brotli sizes of one built file, computed once per file. */
export function fileSizes(clientDir, file) {
  const path = join(clientDir, file);
  let sizes = cache.get(path);
  if (!sizes) {
    const buffer = readFileSync(path);
    sizes = { raw: buffer.length, gzip: gzipSize(buffer), brotli: brotliSize(buffer) };
    cache.set(path, sizes);
  }
  return sizes;
}

function sum(clientDir, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = fileSizes(clientDir, file);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/**
 * JS and CSS totals of one page in one locale (each file compressed on its own, as it is sent);
 * `critical` is the JS that blocks the first hydration, `js` all the page loads without interaction.
 * @returns {{ js: {raw:number,gzip:number,brotli:number}, critical: {raw:number,gzip:number,brotli:number}, css: {raw:number,gzip:number,brotli:number}, files: { js: string[], css: string[] } }}
 */
export function pageSizes(clientDir, manifest, page, locale, namespaces, hydration = 'page') {
  const files = pageFiles(manifest, page, locale, namespaces, hydration);
  return { js: sum(clientDir, files.js), critical: sum(clientDir, files.critical), css: sum(clientDir, files.css), files };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * The worker bundle as uploaded: every module of the worker build (source maps and the
 * generated wrangler.json are not code), each gzipped, summed.
 */
export function workerSizes(workerDir) {
  const modules = walk(workerDir).filter((file) => /\.(m?js|wasm)$/.test(file));
  let raw = 0;
  let gzip = 0;
  for (const file of modules) {
    const buffer = readFileSync(file);
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return { raw, gzip, modules: modules.map((file) => relative(workerDir, file)) };
}

/** 12345 -> "12.3 KB" (decimal kilobytes, as the budgets are written). */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
