import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The repository's own import graph (tests/unit/import-graph.test.ts): every `import`/`export
 * … from`, side-effect import, dynamic `import('…')` and `import.meta.glob('…')` between the
 * source files under the given folders, read with regular expressions (comments stripped, no
 * type checker: fast, and enough for relative paths). Packages and virtual modules are left out.
 */

export interface ImportEdge {
  from: string;
  to: string;
  /** `import type`, or every name imported with `type`: erased from the built code. */
  typeOnly: boolean;
  dynamic: boolean;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path) : SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Comments out, strings kept (a URL's `//` inside quotes is not a comment). */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\/|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\/[^\n]*/g, (match, literal: string | undefined) => literal ?? '');
}

/** `import.meta.glob`'s pattern (`/web/**\/*.island.tsx`, or relative) as a path test. */
function globMatcher(pattern: string, fromDir: string, root: string): (path: string) => boolean {
  const absolute = pattern.startsWith('/') ? join(root, pattern) : resolve(fromDir, pattern);
  const source = absolute
    .split('/')
    .map((part) => (part === '**' ? '(?:.*/)?' : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/`))
    .join('')
    .replace(/\(\?:\.\*\/\)\?\//g, '(?:.*/)?')
    .slice(0, -1);
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

/** Every edge from the source files under `folders` (relative to `root`) to other source files of the repository. */
export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  const files = folders.flatMap((folder) => walk(join(root, folder)));
  const known = new Set(files);
  const resolveSpecifier = (from: string, specifier: string): string | null => {
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
    const base = specifier.startsWith('/') ? join(root, specifier) : resolve(dirname(from), specifier);
    for (const extension of EXTENSIONS) {
      const candidate = base + extension;
      if (known.has(candidate) || (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())) return candidate;
    }
    return null;
  };
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const code = stripComments(readFileSync(file, 'utf8'));
    const add = (specifier: string, typeOnly: boolean, dynamic: boolean) => {
      const to = resolveSpecifier(file, specifier);
      if (to) edges.push({ from: relative(root, file), to: relative(root, to), typeOnly, dynamic });
    };
    for (const m of code.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
      const names = /\{([^}]*)\}/.exec(m[2] ?? '')?.[1];
      const allTyped = names !== undefined && !/^[^{]*\w[^{]*\{/.test(m[2] ?? '') && names.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()));
      add(m[3]!, Boolean(m[1]) || allTyped, false);
    }
    for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*['"]([^'"]+)['"]/g)) add(m[1]!, false, false);
    for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1]!, false, true);
    for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)\s*\.\s*\w/g)) add(m[1]!, false, true);
    for (const m of code.matchAll(/import\.meta\.glob(?:<[^(]*>)?\(\s*['"]([^'"]+)['"]/g)) {
      const matches = globMatcher(m[1]!, dirname(file), root);
      for (const target of files) if (matches(target)) edges.push({ from: relative(root, file), to: relative(root, target), typeOnly: false, dynamic: true });
    }
  }
  // One edge per pair and kind.
  const seen = new Set<string>();
  return edges.filter((edge) => {
    const key = `${edge.from}>${edge.to}>${edge.typeOnly}>${edge.dynamic}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The graph's circles: its strongly connected components of more than one file, or of one file
 * importing itself (Tarjan's algorithm), each sorted, largest first.
 */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from)!.push(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  // Iterative, so a deep graph cannot overflow the call stack.
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const children = next.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || children.includes(frame.node)) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => b.length - a.length);
}
