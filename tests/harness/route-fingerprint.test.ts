import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprinter, ROUTE_INPUTS } from '@harness/fingerprint/fingerprint';
import { readShopGraph, type StorybookGraph } from '@harness/fingerprint/graph';
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

/** A browser build as Vite writes it: hashed names, static imports, code loaded on demand with its preload list. */
function shopBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'zellige-shop-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  builds.push(dir);
  return dir;
}
const builds: string[] = [];
afterAll(() => builds.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const entry = (cart: string, vendor = 'vendor-B1b2B3b4.js') =>
  `import{r}from"./${vendor}";const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/${cart}",` +
  `"assets/wishlist-W1w2W3w4.js"])))=>i.map(i=>d[i]);const open=()=>r(()=>import(\`./${cart}\`),__vite__mapDeps([0]));` +
  `const list=()=>r(()=>import(\`./wishlist-W1w2W3w4.js\`),__vite__mapDeps([1]));`;
const BUILD = {
  'index.html': '<script type="module" src="/assets/index-A1a2A3a4.js"></script>',
  'assets/index-A1a2A3a4.js': entry('cart-C1c2C3c4.js'),
  'assets/index-A1a2A3a4.js.map': '{"version":3}',
  'assets/vendor-B1b2B3b4.js': 'export const r=(...a)=>a;',
  'assets/cart-C1c2C3c4.js': 'import{r}from"./vendor-B1b2B3b4.js";export default r("cart");',
  'assets/wishlist-W1w2W3w4.js': 'export default "wishlist";',
  'assets/font-F1f2F3f4.woff2': 'font bytes',
};

describe('which routes a change to the browser’s code takes again', () => {
  const home = expandTargets(ROOT, { stories: false }).find((t) => t.name === 'route--home--en--desktop')!;
  const print = (dir: string, loaded: string[]) => {
    const shop = readShopGraph(dir);
    const of = fingerprinter({
      environment: ENVIRONMENT,
      graph,
      storybookDir: ROOT,
      code: new Map([['visual', ['visual/lib/check.ts']]]),
      routes: () => 'server',
      shop: () => shop,
    });
    return of(home, 'visual', shop.keep(loaded));
  };
  const page = ['assets/index-A1a2A3a4.js', 'assets/vendor-B1b2B3b4.js', 'assets/font-F1f2F3f4.woff2'];
  const withCart = [...page, 'assets/cart-C1c2C3c4.js'];
  // The same page in a build where the cart's code changed: its name and hash, and the entry's mention of it.
  const cartChanged = () =>
    shopBuild({
      ...Object.fromEntries(Object.entries(BUILD).filter(([name]) => !/cart-|index-/.test(name))),
      'assets/index-A9a9A9a9.js': entry('cart-C9c9C9c9.js'),
      'assets/cart-C9c9C9c9.js': 'import{r}from"./vendor-B1b2B3b4.js";export default r("basket");',
    });

  it('keeps the built files a page loaded, code by its name without hash, and leaves the API and the pictures', () => {
    const shop = readShopGraph(shopBuild(BUILD));
    expect(shop.keep([...withCart, 'en/', 'api/wishlists/7UQLM9', 'media/p/1-600.webp', 'index.html'])).toEqual([
      'assets/font-F1f2F3f4.woff2',
      'code:cart.js',
      'code:index.js',
      'code:vendor.js',
    ]);
  });

  it('a component loaded on demand: only the pages that loaded it', () => {
    const before = shopBuild(BUILD);
    const after = cartChanged();
    const renamed = (paths: string[]) =>
      paths.map((p) => p.replace('A1a2A3a4', 'A9a9A9a9').replace('C1c2C3c4', 'C9c9C9c9'));
    expect(print(after, renamed(page))).toBe(print(before, page));
    expect(print(after, renamed(withCart))).not.toBe(print(before, withCart));
  });

  it('code every page loads, a font, or the server: every page', () => {
    const before = shopBuild(BUILD);
    const vendor = shopBuild({
      ...Object.fromEntries(
        Object.entries(BUILD).filter(([name]) => !name.includes('vendor-') && !name.includes('index-')),
      ),
      'assets/index-A7a7A7a7.js': entry('cart-C1c2C3c4.js', 'vendor-B7b7B7b7.js'),
      'assets/vendor-B7b7B7b7.js': 'export const r=(...a)=>a.reverse();',
    });
    const font = shopBuild({ ...BUILD, 'assets/font-F1f2F3f4.woff2': 'other font bytes' });
    const renamed = page.map((p) => p.replace('A1a2A3a4', 'A7a7A7a7').replace('B1b2B3b4', 'B7b7B7b7'));
    expect(print(vendor, renamed)).not.toBe(print(before, page));
    expect(print(font, page)).not.toBe(print(before, page));
    // The same build read twice agrees with itself.
    expect(print(shopBuild(BUILD), page)).toBe(print(before, page));
  });

  it("leaves out the tab's icon, which a page asks for or not depending on when it was opened", () => {
    const shop = readShopGraph(shopBuild({ ...BUILD, 'favicon.ico': 'icon' }));
    expect(shop.keep([...page, 'favicon.ico'])).toEqual(shop.keep(page));
    expect(print(shopBuild({ ...BUILD, 'favicon.ico': 'another icon' }), [...page, 'favicon.ico'])).toBe(
      print(shopBuild(BUILD), page),
    );
  });
});
