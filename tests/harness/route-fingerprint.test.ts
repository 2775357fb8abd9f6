import { build } from 'esbuild';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprinter, ROUTE_INPUTS } from '@harness/fingerprint/fingerprint';
import type { StorybookGraph } from '@harness/fingerprint/graph';
import type { Environment } from '@harness/fingerprint/environment';
import { expandTargets } from '@harness/targets';
import { ROOT } from './workspace';

/**
 * Routes of the live shop are skipped while their fingerprint holds: it covers every file the shop runs from. A file
 * the server or the harness's route code imports from outside `ROUTE_INPUTS` would let a route keep stale pixels.
 */
const covered = (file: string) => ROUTE_INPUTS.some((input) => file === input || file.startsWith(`${input}/`));

/** The project's own files (not dependencies) that an entry point imports, followed through every import. */
async function importedFiles(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).map((file) => relative(ROOT, `${ROOT}${file}`));
}

const ENVIRONMENT: Environment = { chromium: '156.0.8078.108', fontsHash: 'a', systemFontsHash: 'b' };
const graph = { storyFiles: 1, unlisted: [], catalogues: new Map() } as unknown as StorybookGraph;

describe('which routes a change takes again', () => {
  it('the server, its seed and what it imports from the client’s tree are all inputs of every route', async () => {
    const files = await importedFiles('server/server.ts');
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !covered(file))).toEqual([]);
  }, 120_000);

  it('the harness’s route code and the fixtures it reads are inputs too', async () => {
    const files = await importedFiles('harness/routes.ts');
    const shopSide = files.filter((file) => !file.startsWith('harness/') || /route|app-server/.test(file));
    const allowed = (file: string) => covered(file) || file.startsWith('src/') || file.startsWith('harness/');
    expect(shopSide.filter((file) => !allowed(file))).toEqual([]);
    for (const file of files.filter((f) => f.startsWith('harness/route') || f === 'harness/app-server.ts'))
      expect(covered(file), file).toBe(true);
  }, 120_000);

  it('a change to the shop moves every route’s fingerprint; the browser, fonts and checks do too', () => {
    const of = (routes: string, environment = ENVIRONMENT, check = 'visual/lib/check.ts') =>
      fingerprinter({
        environment,
        graph,
        storybookDir: ROOT,
        code: new Map([['visual', [check]]]),
        routes: () => routes,
      });
    const routes = expandTargets(ROOT, { stories: false });
    expect(routes.length).toBeGreaterThan(100);
    const [now, shop, browser, check] = [
      of('build 1'),
      of('build 2'),
      of('build 1', { ...ENVIRONMENT, chromium: '156.0.8078.109' }),
      of('build 1', ENVIRONMENT, 'visual/lib/compare.ts'),
    ];
    const prints = new Set<string>();
    for (const route of routes) {
      const print = now(route, 'visual', []);
      prints.add(print);
      expect(print).toBe(of('build 1')(route, 'visual', []));
      expect([shop(route, 'visual', []), browser(route, 'visual', []), check(route, 'visual', [])]).not.toContain(
        print,
      );
    }
    // Each route, locale and viewport keeps a record of its own.
    expect(prints.size).toBe(routes.length);
  });
});
