declare module 'virtual:estadia/client-assets' {
  /** One chunk of Vite's build manifest, as the worker keeps it (scripts/client-assets-plugin.ts). */
  export interface ManifestChunk {
    file: string;
    imports?: string[];
    /** Lazy imports: followed for their CSS only (a lazy part is rendered on the server). */
    dynamicImports?: string[];
    css?: string[];
  }
  /** `buildId`: unique to each build (and each dev server start). */
  /** `styles`: every stylesheet's text by its URL (`/assets/…css`), empty in dev. */
  const assets: { dev: boolean; manifest: Record<string, ManifestChunk> | null; styles: Record<string, string>; buildId: string };
  export default assets;
}
