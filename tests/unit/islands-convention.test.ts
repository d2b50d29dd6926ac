import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportEdge } from '../../scripts/import-graph';
import { islandId, islandTable, PAGE_ISLAND } from '../../web/islands/collect';
import { ISLAND_LOADERS } from '../../web/islands/loaders';

// Islands are declared where they live (issue 29): each is the default export of a
// `*.island.tsx` file next to its component, found at build time by import.meta.glob on both
// sides (web/islands/collect.ts). Nothing imports the islands' machinery back: no import circle
// runs through web/islands or an island file, and adding an island touches one folder.

const root = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(root, path)];
  });
}

const webFiles = filesUnder(join(root, 'web')).filter((file) => /\.tsx?$/.test(file));
const islandFiles = webFiles.filter((file) => file.endsWith('.island.tsx'));
const edges = importGraph(root, ['web', 'worker', 'shared']);
const throughIslands = (cycle: string[]) => cycle.some((file) => file.startsWith('web/islands/') || file.endsWith('.island.tsx'));

describe('the import graph (scripts/import-graph.ts)', () => {
  it('finds a circle when there is one (a page and the islands table that imports it back, as before)', () => {
    const circle: ImportEdge[] = [
      { from: 'web/pages/login/index.tsx', to: 'web/islands/Island.tsx', typeOnly: false, dynamic: false },
      { from: 'web/islands/Island.tsx', to: 'web/islands/registry.ts', typeOnly: false, dynamic: false },
      { from: 'web/islands/registry.ts', to: 'web/pages/login/index.tsx', typeOnly: false, dynamic: true },
      { from: 'web/App.tsx', to: 'web/islands/Island.tsx', typeOnly: false, dynamic: false },
    ];
    expect(importCycles(circle)).toEqual([['web/islands/Island.tsx', 'web/islands/registry.ts', 'web/pages/login/index.tsx']]);
    expect(importCycles(circle.slice(0, 2))).toEqual([]);
  });

  it('reads the repository: static, dynamic, type-only and glob imports', () => {
    const has = (from: string, to: string, kind: Partial<ImportEdge> = {}) => edges.some((edge) => edge.from === from && edge.to === to && Object.entries(kind).every(([key, value]) => edge[key as keyof ImportEdge] === value));
    expect(has('web/islands/boot.ts', 'web/islands/gate.ts', { dynamic: false })).toBe(true);
    expect(has('web/islands/boot.ts', 'web/islands/hydrate.tsx', { dynamic: true })).toBe(true);
    expect(has('web/islands/hydrate.tsx', 'shared/bootstrap.ts', { typeOnly: true })).toBe(true);
    for (const file of islandFiles) expect(has('web/islands/loaders.ts', file, { dynamic: true }), file).toBe(true);
    expect(edges.length).toBeGreaterThan(1000);
  });

  it('has no circle through web/islands or an island file, dynamic and type-only imports included', () => {
    expect(importCycles(edges).filter(throughIslands)).toEqual([]);
  });

  it('web/islands imports no page, component or layout: only the boot table reaches the island files, by the convention', () => {
    const upward = edges.filter((edge) => edge.from.startsWith('web/islands/') && edge.to.startsWith('web/') && !edge.to.startsWith('web/islands/') && !/^web\/(i18n\/|bootstrap-context\.tsx$)/.test(edge.to));
    expect(upward.filter((edge) => !(edge.from === 'web/islands/loaders.ts' && edge.to.endsWith('.island.tsx')))).toEqual([]);
  });
});

describe('the islands convention (web/islands/collect.ts)', () => {
  it('the browser can load every *.island.tsx under web/, by the id its file name gives', () => {
    // 20 since the property page's tabs became server HTML with no island (issue 40).
    expect(islandFiles.length).toBeGreaterThanOrEqual(20);
    const ids = islandFiles.map((file) => islandId(file)).sort();
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual(ids);
    expect(ids).toEqual(expect.arrayContaining(['header', 'chat', 'newsletter', 'pricing', 'bookingSection', 'resetPassword']));
    expect(ids).not.toContain(PAGE_ISLAND);
  });

  it('every island file default-exports its island, and nothing else declares one', () => {
    for (const file of islandFiles) expect(readFileSync(join(root, file), 'utf8'), file).toMatch(/^export default island\(/m);
    // island() anywhere else would make a component the browser has no chunk for.
    const declaring = webFiles.filter((file) => !file.startsWith('web/islands/') && /\bisland\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(declaring.filter((file) => !file.endsWith('.island.tsx'))).toEqual([]);
  });

  it('refuses what would make two sides disagree: a name unfit for an id, the page island’s id, two files of one name', () => {
    expect(islandId('/web/layout/header.island.tsx')).toBe('header');
    expect(islandId('/web/pages/property/booking/bookingSection.island.tsx')).toBe('bookingSection');
    expect(() => islandId('/web/layout/Header.tsx')).toThrow(/not an island file/);
    expect(() => islandId('/web/layout/Header.island.tsx')).toThrow(/letters and digits/);
    expect(() => islandId('/web/layout/site-header.island.tsx')).toThrow(/letters and digits/);
    expect(() => islandId(`/web/pages/${PAGE_ISLAND}.island.tsx`)).toThrow(/whole-page island/);
    expect(() => islandTable({ '/web/a/chat.island.tsx': 1, '/web/b/chat.island.tsx': 2 })).toThrow(/two islands named chat/);
    expect(islandTable({ '/web/a/chat.island.tsx': 1, '/web/b/header.island.tsx': 2 })).toEqual({ chat: 1, header: 2 });
  });
});
