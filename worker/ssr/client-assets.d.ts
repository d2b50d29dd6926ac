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
  const assets: { dev: boolean; manifest: Record<string, ManifestChunk> | null };
  export default assets;
}
