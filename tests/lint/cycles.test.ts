/**
 * No import cycles in src: every relative import of every .ts/.tsx/.astro file is followed,
 * and the graph must have no cycle (a cycle would tie two layers into one).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

/** The relative imports of each source file, resolved to files of src. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const target = resolve(dirname(file), m[1] ?? '');
      if (target.startsWith(root)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** One cycle of the graph as a list of files, or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (state.get(next) === undefined && graph.has(next)) {
        const found = visit(next);
        if (found !== null) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (state.get(node) !== undefined) continue;
    const found = visit(node);
    if (found !== null) return found;
  }
  return null;
}

describe('imports', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toBeNull();
  });
  it('src has no import cycle', () => {
    const graph = importGraph(ROOT);
    expect(graph.size).toBeGreaterThan(50);
    const cycle = findCycle(graph);
    expect(cycle?.map((f) => relative(ROOT, f)) ?? null).toBeNull();
  });
});
