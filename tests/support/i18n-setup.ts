import { spawnSync } from 'node:child_process';

/** Vitest's global setup: compiles the messages (npm run i18n) once, before any test file runs. */
export default function compileMessages(): void {
  const result = spawnSync(process.execPath, ['scripts/i18n.mjs'], {
    cwd: new URL('../..', import.meta.url).pathname,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm run i18n failed');
}
