import { islandTable } from './collect';
import type { IslandDefinition } from './Island';

/**
 * The browser's way to every island (./collect.ts): its `*.island.tsx` file's own chunk, fetched
 * when the island hydrates. Only the boot script imports this: the islands import nothing back.
 */
export const ISLAND_LOADERS = islandTable(import.meta.glob<IslandDefinition<object>>('/web/**/*.island.tsx', { import: 'default' }));
