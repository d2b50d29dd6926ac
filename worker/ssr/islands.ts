import { islandTable } from '../../web/islands/collect';
import type { IslandDefinition } from '../../web/islands/Island';

/**
 * Every island the convention finds (web/islands/collect.ts), loaded with the worker: the server
 * writes each island's id (its file's name) into the HTML, where the browser's boot script finds
 * the same file by the same id (web/islands/loaders.ts).
 */
export const ISLANDS: Readonly<Record<string, IslandDefinition<never>>> = islandTable(import.meta.glob<IslandDefinition<never>>('/web/**/*.island.tsx', { eager: true, import: 'default' }));

const ids = new Map<object, string>(Object.entries(ISLANDS).map(([id, definition]) => [definition, id]));

/** An island's id; undefined for an island declared outside a `*.island.tsx` file. */
export function islandIdOf(definition: object): string | undefined {
  return ids.get(definition);
}
