// Types for sizes.mjs (plain ESM so that `npm run bench` runs it without a build step).
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export declare const BUDGETS: { homeJsGzip: number; pageJsGzip: number; pageCssGzip: number; workerGzip: number };
export declare const ENTRY: string;
export declare const ISLANDS_ENTRY: string;
export declare function gzipSize(buffer: Uint8Array): number;
export declare function brotliSize(buffer: Uint8Array): number;
export declare function readManifest(clientDir: string): Manifest;
export declare function pageFiles(manifest: Manifest, page: string, locale: string, namespaces: readonly string[], hydration?: 'islands' | 'page'): { js: string[]; css: string[]; critical: string[] };
export declare function fileSizes(clientDir: string, file: string): Sizes;
export declare function pageSizes(
  clientDir: string,
  manifest: Manifest,
  page: string,
  locale: string,
  namespaces: readonly string[],
  hydration?: 'islands' | 'page',
): { js: Sizes; critical: Sizes; css: Sizes; files: { js: string[]; css: string[]; critical: string[] } };
export declare function workerSizes(workerDir: string): { raw: number; gzip: number; modules: string[] };
export declare function kb(bytes: number): string;
