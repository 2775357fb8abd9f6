import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MESSAGE_RESOURCE } from '../render';
import type { Target } from '../targets';
import { digestFiles, type Environment } from './environment';
import { CODE_RESOURCE, type ShopGraph, type StorybookGraph } from './graph';

/** Bumped when what a fingerprint covers changes: every record is then taken again. */
const FORMAT = 3;

/**
 * The harness files that decide what a look shows, with every harness file they import but the timings' (a test
 * holds it so); the fingerprint machinery and the reports are not among them.
 */
export const LOOK_CODE = [
  'harness/browser.ts',
  'harness/image-candidates.ts',
  'harness/render.ts',
  'harness/stabilise.ts',
  'harness/static-server.ts',
  'harness/stories.ts',
  'harness/story-switch.ts',
  'harness/targets.ts',
];

/**
 * What every route of the live shop shows besides the checks' code and the browser code its page loaded (see
 * `readShopGraph`): the harness's route code and the fixtures it reads, the server's code with its seed, the shared
 * rules, words and build helpers it imports from the client's tree, the server's own rendering code (its entry and
 * `src/app/ssr`; its renderer is built from the same code as the browser's bundle) and the dependencies. A change to
 * one of them takes every route again.
 */
export const ROUTE_INPUTS = [
  'harness/app-server.ts',
  'harness/route-page.ts',
  'harness/route-states.ts',
  'harness/routes.ts',
  'tests/support/fixtures/product-cases.ts',
  'index.html',
  'src/server-entry.tsx',
  'src/app/ssr',
  'server',
  'src/domain',
  'src/i18n/lang',
  'theme',
  'vite-plugins',
  'vite.config.ts',
  'scripts/start.mjs',
  'scripts/lib/newest-mtime.mjs',
  'package-lock.json',
];

/** The digest of ROUTE_INPUTS and of the Node.js that runs the shop (its ICU formats dates and numbers). */
export function routeInputsDigest(): string {
  return sha(`${process.version}\0${digestFiles(ROUTE_INPUTS, (file) => !file.endsWith('.map'))}`);
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export interface Fingerprinter {
  /** The fingerprint of what went into one check of one snapshot, given the files its page loaded. */
  (target: Target, check: string, resources: string[]): string;
  storyFiles: number;
}

/**
 * Everything that goes into a snapshot: its name (story, locale, viewport), the story's code as built (see
 * `readStorybookGraph`), the content of every other file its page loaded (media, fonts), the environment (browser
 * build, fonts: what of it the check depends on), and the code of the harness and of the check. Two runs that agree on all of these show the same
 * pixels and find the same problems.
 */
export function fingerprinter(options: {
  environment: Environment;
  graph: StorybookGraph;
  storybookDir: string;
  /** Each check's own files and folders. */
  code: Map<string, string[]>;
  /** The part of the environment that decides what a check finds, by check; the whole environment otherwise. */
  environmentOf?: Map<string, (environment: Environment) => unknown>;
  /** The build's message catalogues, by locale (see `loadCatalogues`): what a read message (`i18n:locale:id`) says. */
  catalogues?: Map<string, Record<string, unknown>>;
  /** What every route depends on (`routeInputsDigest`), computed when first needed by default. */
  routes?: () => string;
  /** The shop's browser build, which the routes' loaded code is found in (read when first needed). */
  shop?: () => ShopGraph;
}): Fingerprinter {
  const { environment, graph, storybookDir } = options;
  const catalogues = options.catalogues ?? new Map<string, Record<string, unknown>>();
  const environmentOf = (check: string) => options.environmentOf?.get(check)?.(environment) ?? environment;
  const codeDigest = new Map([...options.code].map(([check, files]) => [check, digestFiles([...LOOK_CODE, ...files])]));
  const fileDigest = new Map<string, string>();
  const messageDigest = (resource: string) => {
    const [locale = '', id = ''] = resource.slice(MESSAGE_RESOURCE.length).split(/:(.*)/s);
    const catalogue = catalogues.get(locale);
    const said = id === '*' ? catalogue : catalogue && Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
    return sha(JSON.stringify(said ?? 'missing'));
  };
  const digestOf = (path: string) => {
    if (path.startsWith(MESSAGE_RESOURCE)) return messageDigest(path);
    if (path.startsWith(CODE_RESOURCE)) return graph.codeDigest(path);
    if (!fileDigest.has(path)) {
      const file = join(storybookDir, path);
      fileDigest.set(path, existsSync(file) ? sha(readFileSync(file)) : 'missing');
    }
    return fileDigest.get(path)!;
  };
  let shop: ShopGraph | undefined;
  const resourceDigest = (target: Target, path: string) => {
    if (target.kind === 'story') return digestOf(path);
    shop ??= options.shop?.();
    return shop ? shop.digest(path) : 'no shop build';
  };
  const storyDigest = new Map<string, string>();
  let routes: string | undefined;
  const codeOf = (target: Target) => {
    if (target.kind === 'route') return (routes ??= (options.routes ?? routeInputsDigest)());
    if (!storyDigest.has(target.id)) storyDigest.set(target.id, graph.storyDigest(target.id));
    return storyDigest.get(target.id)!;
  };
  const fingerprint = (target: Target, check: string, resources: string[]) =>
    sha(
      JSON.stringify([
        FORMAT,
        environmentOf(check),
        codeDigest.get(check) ?? 'unknown check',
        target.name,
        codeOf(target),
        [...resources].sort().map((r) => [r, resourceDigest(target, r)]),
      ]),
    );
  return Object.assign(fingerprint, { storyFiles: graph.storyFiles });
}

/** The build's message catalogues as objects, loaded as the modules they are (with the bundler's runtime they import). */
export async function loadCatalogues(
  storybookDir: string,
  files: Map<string, string>,
): Promise<Map<string, Record<string, unknown>>> {
  const loaded = new Map<string, Record<string, unknown>>();
  for (const [locale, file] of files) {
    const module = (await import(pathToFileURL(join(storybookDir, file)).href)) as {
      default: Record<string, unknown>;
    };
    loaded.set(locale, module.default);
  }
  return loaded;
}
