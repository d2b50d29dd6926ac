import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:estadia/client-assets';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Gives the worker the client build's Vite manifest as `virtual:estadia/client-assets`, so the
 * SSR document can link hashed CSS and JS. The client environment is built first (see
 * vite.config.ts), so the manifest exists when the worker is bundled. In dev and in tests
 * there is no manifest: the worker then links Vite's dev entry instead.
 * `buildId` is new for every build: the edge page cache keys on it, so a deploy never serves
 * pages rendered by the build before (worker/ssr/page-cache.ts).
 */
export function clientAssets(clientOutDir = 'dist/client'): Plugin {
  return {
    name: 'estadia:client-assets',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.mode !== 'build') return `export default { dev: true, manifest: null, styles: {}, buildId: ${JSON.stringify(`dev-${randomUUID()}`)} };`;
      const file = resolve(clientOutDir, '.vite/manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;
      // Only what the worker links (worker/ssr/assets.ts): a chunk's file, CSS and imports (the
      // lazy ones for their CSS: the server renders lazy parts in the first paint).
      const linked = Object.fromEntries(
        Object.entries(manifest).map(([key, chunk]) => [
          key,
          {
            file: chunk.file,
            ...(chunk.css?.length ? { css: chunk.css } : {}),
            ...(chunk.imports?.length ? { imports: chunk.imports } : {}),
            ...(chunk.dynamicImports?.length ? { dynamicImports: chunk.dynamicImports } : {}),
          },
        ]),
      );
      // Every stylesheet's text by its URL: a page inlines its stylesheets in one <style> (worker/ssr/assets.ts).
      const styles = Object.fromEntries(
        [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].map((file) => [`/${file}`, readFileSync(resolve(clientOutDir, file), 'utf8')]),
      );
      return `export default { dev: false, manifest: ${JSON.stringify(linked)}, styles: ${JSON.stringify(styles)}, buildId: ${JSON.stringify(randomUUID())} };`;
    },
  };
}
