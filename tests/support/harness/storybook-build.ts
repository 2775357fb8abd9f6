import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../../../', import.meta.url).pathname;

/** Builds Storybook into storybook-static/ when it is missing (or always, with force). */
export function ensureStorybook({ force = false } = {}): string {
  const dir = join(root, 'storybook-static');
  if (force || !existsSync(join(dir, 'index.json'))) {
    const result = spawnSync(
      'npx',
      ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error('Storybook build failed');
  }
  return dir;
}
