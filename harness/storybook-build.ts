import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { newestMtime } from '../scripts/lib/newest-mtime.mjs';
import { ROOT, STORYBOOK } from './paths';

/** What a Storybook build is made from: a file changed after the build makes it stale. */
export const STORYBOOK_SOURCES = [
  '.storybook',
  'stories',
  'src',
  'theme',
  'tests/support/fixtures',
  'public',
  'package-lock.json',
];

/** Why `dir` must be built: it has no build, or one of `sources` (under `root`) changed after it; null if neither. */
export function storybookBuildNeeded(dir: string, root = ROOT, sources = STORYBOOK_SOURCES): string | null {
  const index = join(dir, 'index.json');
  if (!existsSync(index)) return 'no build yet';
  const built = statSync(index).mtimeMs;
  const changed = sources.find((source) => newestMtime(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * Builds Storybook into `dir` when it has no build, when the project's sources changed since (a look at an old build
 * would report old pixels), or always with force. A build named by HARNESS_STORYBOOK is someone else's (the harness's
 * own tests build variants of the project elsewhere): only its absence is checked. CI builds it in a step of its own.
 */
export function ensureStorybook({ force = false, dir = STORYBOOK } = {}): string {
  const own = dir === join(ROOT, 'storybook-static');
  const needed = storybookBuildNeeded(dir);
  const reason = force ? 'asked to' : own || needed === 'no build yet' ? needed : null;
  if (reason) {
    console.log(`Building Storybook (${reason})…`);
    const result = spawnSync(
      'npx',
      ['storybook', 'build', '-o', relative(ROOT, dir) || '.', '--quiet', '--disable-telemetry'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('the Storybook build failed');
  }
  return dir;
}
