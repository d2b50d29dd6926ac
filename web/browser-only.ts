/**
 * For code only the browser ever loads (from an effect or an event handler):
 *
 *   const loaded = import.meta.env.SSR ? notOnServer('ChatCard') : import('./ChatCard');
 *
 * Vite replaces `import.meta.env.SSR` with a constant in each build, so the worker's build drops
 * the import and carries none of that module's code; the browser's keeps it as a lazy chunk.
 */
export function notOnServer(what: string): never {
  throw new Error(`${what} is browser-only code and was loaded on the server`);
}
