// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles } from '../../../scripts/lib/import-cycles.mjs';

describe('findCycles', () => {
  it('finds nothing in an acyclic graph', () => {
    const graph = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('reports each cycle once with all its members', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', ['d']],
    ]);
    expect(findCycles(graph).sort()).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('reports a module importing itself', () => {
    expect(findCycles(new Map([['a', ['a']]]))).toEqual([['a']]);
  });
});

describe('buildImportGraph', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'zellige-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows path aliases and type-only imports', () => {
    mkdirSync(path.join(root, 'src/shared'), { recursive: true });
    mkdirSync(path.join(root, 'src/features'), { recursive: true });
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          baseUrl: '.',
          paths: { '@shared/*': ['src/shared/*'] },
          moduleResolution: 'bundler',
          module: 'esnext',
        },
        include: ['src'],
      }),
    );
    writeFileSync(path.join(root, 'src/shared/a.ts'), "import type { B } from '../features/b';\nexport type A = B;\n");
    writeFileSync(path.join(root, 'src/features/b.ts'), "import { x } from '@shared/a';\nexport type B = typeof x;\n");
    const graph = buildImportGraph(path.join(root, 'tsconfig.json'));
    expect(findCycles(graph)).toEqual([[path.join('src', 'features', 'b.ts'), path.join('src', 'shared', 'a.ts')]]);
  });
});
