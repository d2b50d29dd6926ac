declare module 'virtual:estadia/client-assets' {
  /** One chunk of Vite's build manifest. */
  export interface ManifestChunk {
    file: string;
    src?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
  /** `buildId`: unique to each build (and each dev server start). */
  const assets: { dev: boolean; manifest: Record<string, ManifestChunk> | null; buildId: string };
  export default assets;
}
