// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { COMPILE_ALL_HINT, initialChunk } from '../../../vite-plugins/initial-chunk';

const out = mkdtempSync(join(tmpdir(), 'initial-chunk-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/**
 * An entry like the shop's: a module, a pause (a module awaiting a task at its top level), another module and a lazy
 * page that imports the first. Each module notes its evaluation in `globalThis.seen`; the first also queues a task.
 */
const SOURCES: Record<string, string> = {
  entry: `import './first'; import './pause'; import './second'; globalThis.page = () => import('./page');`,
  first: `globalThis.seen.push('first'); setTimeout(() => globalThis.seen.push('a task'));
    export function shared() { return 'shared'; }`,
  pause: `await new Promise((resolve) => setTimeout(resolve));`,
  second: `globalThis.seen.push('second');`,
  page: `import { shared } from './first'; export const name = shared();`,
};

async function buildApp(): Promise<Array<Rolldown.OutputChunk | Rolldown.OutputAsset>> {
  const sources: Plugin = {
    name: 'test:sources',
    resolveId: (id) => (id.replace('./', '') in SOURCES ? `\0${id.replace('./', '')}.js` : null),
    load: (id) => (id.startsWith('\0') ? SOURCES[id.slice(1, -3)] : null),
  };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [sources, initialChunk()],
    build: { outDir: out, emptyOutDir: true, minify: true, rolldownOptions: { input: 'entry' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output);
}

describe('the shell chunk (vite-plugins/initial-chunk.ts)', () => {
  it('opens with the compile hint; lazy chunks carry none', async () => {
    const files = await buildApp();
    const chunks = files.filter((file) => file.type === 'chunk');
    const shell = chunks.find((chunk) => chunk.name === 'shell')!;
    expect(shell.code.split('\n')[0]).toBe(COMPILE_ALL_HINT);
    for (const entry of chunks.filter((chunk) => chunk.isEntry)) expect(entry.code).toMatch(/^\/\/# allFunctions/);
    const page = chunks.find((chunk) => chunk.facadeModuleId?.includes('page'))!;
    expect(page.code).not.toContain(COMPILE_ALL_HINT);
  });

  it('moves the shell’s source map a line down', () => {
    const hook = initialChunk().generateBundle as {
      handler: (this: unknown, options: unknown, bundle: Record<string, unknown>) => void;
    };
    const bundle = {
      'assets/shell.js': { type: 'chunk', name: 'shell', fileName: 'assets/shell.js', code: 'a();', map: null },
      'assets/shell.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
    };
    hook.handler.call({}, {}, bundle);
    expect(bundle['assets/shell.js'].code).toBe(`${COMPILE_ALL_HINT}\na();`);
    expect(JSON.parse(bundle['assets/shell.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA' });
  });

  it('keeps the entry’s pauses: what comes after one is evaluated in a later task', async () => {
    const chunks = (await buildApp()).filter((file) => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry) ?? chunks.find((chunk) => chunk.name === 'shell')!;
    const seen: string[] = [];
    const shop = globalThis as { seen?: string[]; page?: () => Promise<{ name: string }> };
    shop.seen = seen;
    await import(pathToFileURL(join(out, entry.fileName)).href);
    expect(seen).toEqual(['first', 'a task', 'second']);
    // The lazy page imports from the shell, after its evaluation.
    expect((await shop.page!()).name).toBe('shared');
  });
});
