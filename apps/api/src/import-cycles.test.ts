import { fileURLToPath } from 'node:url';
import { type DependencyTree, parseCircular, parseDependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Every package and app: a cycle anywhere makes two modules that cannot be read, or moved, one without the other. */
const WORKSPACES = ['apps/api', 'apps/web', 'apps/admin', 'packages/core-sdk', 'packages/ui', 'packages/recorder'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every module of one workspace, tests included, and what each imports. Type-only imports count: a cycle of types is
 * still a cycle. Modules outside the workspace's src (other packages, libraries) are left out: a package never
 * imports an app, and the packages import each other in one direction only, so no cycle can pass through them.
 */
async function importGraph(workspace: string): Promise<DependencyTree> {
  const root = `${repoRoot}${workspace}/`;
  return parseDependencyTree('src/**/*.{ts,tsx}', {
    cwd: root,
    context: root,
    tsconfig: `${root}tsconfig.json`,
    // Matched against absolute paths; the graph then names files relative to the workspace ('src/app.ts').
    include: new RegExp(`^${escapeRegExp(root)}src/`),
    // Parsed as written: transforming first would drop the type-only imports.
    transform: false,
  });
}

describe.each(WORKSPACES)('import graph of %s', (workspace) => {
  let graph: DependencyTree;
  beforeAll(async () => {
    graph = await importGraph(workspace);
  }, 60_000);

  it('resolves every relative import, so no cycle can hide behind a missing edge', () => {
    // A graph with no resolved edge at all would pass every check below while seeing nothing.
    const resolved = Object.values(graph).flatMap((deps) => (deps ?? []).filter((dep) => dep.id?.startsWith('src/')));
    expect(resolved.length).toBeGreaterThan(Object.keys(graph).length / 2);
    const unresolved = Object.entries(graph).flatMap(([file, deps]) =>
      (deps ?? []).filter((dep) => dep.request.startsWith('.') && dep.id === null).map((dep) => `${file}: ${dep.request}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('has no cycles', () => {
    const cycles = parseCircular(graph).map((cycle) => cycle.join(' -> '));
    expect(cycles).toEqual([]);
  });
});
