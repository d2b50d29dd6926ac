/**
 * The islands' convention: an island is the default export (`island(Component, …)`,
 * ./Island.tsx) of a `*.island.tsx` file next to its component, anywhere under web/. Both
 * sides find them at build time with the same `import.meta.glob` pattern, `/web/**\/*.island.tsx`:
 * the browser's boot script lazily, one chunk per island (./loaders.ts), the server eagerly
 * (worker/ssr/islands.ts). The island's id is its file's name: `web/layout/header.island.tsx` is
 * `header`, written in the HTML (`data-island`) by the server and looked up by the browser, so
 * both sides agree without a table kept by hand.
 */

/** The page that is one island of its own (App.tsx): its code is the page's chunk, not an island file. */
export const PAGE_ISLAND = 'page';

const ISLAND_FILE = /(?:^|\/)([^/]+)\.island\.tsx$/;
/** An id goes into the HTML and into the island's id prefix (./Island.tsx): letters and digits. */
const ISLAND_ID = /^[a-z][A-Za-z0-9]*$/;

/** The island id of a `*.island.tsx` path; throws for any other path or a name unfit for an id. */
export function islandId(path: string): string {
  const id = ISLAND_FILE.exec(path)?.[1];
  if (!id) throw new Error(`${path}: not an island file (*.island.tsx)`);
  if (!ISLAND_ID.test(id)) throw new Error(`${path}: an island's file name is its id, letters and digits from a lower-case letter (e.g. bookingSection.island.tsx)`);
  if (id === PAGE_ISLAND) throw new Error(`${path}: "${PAGE_ISLAND}" is the whole-page island's id`);
  return id;
}

/**
 * What `import.meta.glob` found, by island id. Two files with one name would be one island in the
 * HTML: refused, on both sides, as soon as the module is evaluated.
 */
export function islandTable<T>(modules: Record<string, T>): Record<string, T> {
  const table: Record<string, T> = {};
  const paths: Record<string, string> = {};
  for (const [path, module] of Object.entries(modules)) {
    const id = islandId(path);
    if (paths[id]) throw new Error(`two islands named ${id}: ${paths[id]} and ${path}`);
    paths[id] = path;
    table[id] = module;
  }
  return table;
}
