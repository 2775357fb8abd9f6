import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;

/** What a copy of the project never needs: installed packages, history, generated files, baselines. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'storybook-static',
  'visual/baselines',
  'visual/output',
  'a11y/report',
  'bench/results',
  'test-results',
  'playwright-report',
  'src/i18n/generated',
]);

export interface Workspace {
  dir: string;
  /** Builds Storybook from the copy as it is now into `<dir>/builds/<name>`; returns that folder. */
  build(name: string): string;
  /** Changes a file of the copy, builds, and puts the file back: the build of the changed tree. */
  buildWith(name: string, file: string, change: (text: string) => string): string;
  remove(): void;
}

/** A copy of the project's sources in a temporary folder, sharing node_modules, to build changed trees from. */
export function makeWorkspace(): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'zellige-harness-'));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(relative(ROOT, source)),
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const build = (name: string) => {
    const out = join(dir, 'builds', name);
    // The compiled messages come from the copy's own sources, as `npm run build-storybook` makes them.
    const messages = spawnSync('node', ['scripts/i18n.mjs'], { cwd: dir, encoding: 'utf8' });
    if (messages.status !== 0) throw new Error(`npm run i18n failed:\n${messages.stdout}\n${messages.stderr}`);
    const result = spawnSync('npx', ['storybook', 'build', '-o', out, '--quiet', '--disable-telemetry'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`Storybook build ${name} failed:\n${result.stdout}\n${result.stderr}`);
    return out;
  };
  return {
    dir,
    build,
    buildWith(name, file, change) {
      const path = join(dir, file);
      // Bytes as latin1: a binary file (an image) round-trips unchanged, and ASCII edits work on text.
      const before = readFileSync(path, 'latin1');
      const after = change(before);
      if (after === before) throw new Error(`the change to ${file} changed nothing`);
      writeFileSync(path, after, 'latin1');
      try {
        return build(name);
      } finally {
        writeFileSync(path, before, 'latin1');
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
