import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { ROOT, STORYBOOK } from './paths';

/** Builds Storybook into `dir` when it has no build yet (or always, with force): CI builds it in a step of its own. */
export function ensureStorybook({ force = false, dir = STORYBOOK } = {}): string {
  if (force || !existsSync(join(dir, 'index.json'))) {
    console.log('Building Storybook…');
    const result = spawnSync(
      'npx',
      ['storybook', 'build', '-o', relative(ROOT, dir) || '.', '--quiet', '--disable-telemetry'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('the Storybook build failed');
  }
  return dir;
}
