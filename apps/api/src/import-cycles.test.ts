import { fileURLToPath } from 'node:url';
import { type DependencyTree, parseCircular, parseDependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every module of the API, tests included, and what each imports. Type-only imports count: a cycle of types still
 * means two modules that cannot be read, or moved, one without the other. Modules outside src (packages, libraries)
 * are left out: none of them imports the API, so no cycle can pass through them.
 */
async function apiImportGraph(): Promise<DependencyTree> {
  return parseDependencyTree('src/**/*.ts', {
    cwd: apiRoot,
    context: apiRoot,
    tsconfig: `${apiRoot}tsconfig.json`,
    // Matched against absolute paths; the graph then names files relative to apiRoot ('src/app.ts').
    include: new RegExp(`^${escapeRegExp(apiRoot)}src/`),
    // Parsed as written: transforming first would drop the type-only imports.
    transform: false,
  });
}

describe('import graph of apps/api/src', () => {
  let graph: DependencyTree;
  beforeAll(async () => {
    graph = await apiImportGraph();
  }, 60_000);

  it('resolves every relative import, so no cycle can hide behind a missing edge', () => {
    const unresolved = Object.entries(graph).flatMap(([file, deps]) =>
      (deps ?? []).filter((dep) => dep.request.startsWith('.') && dep.id === null).map((dep) => `${file}: ${dep.request}`),
    );
    expect(unresolved).toEqual([]);
    expect(graph['src/create-app-jobs.ts']?.map((dep) => dep.id)).toContain('src/deps.ts');
  });

  it('has no cycles', () => {
    const cycles = parseCircular(graph).map((cycle) => cycle.join(' -> '));
    expect(cycles).toEqual([]);
  });
});
