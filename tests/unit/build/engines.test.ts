import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(join(process.cwd(), file), 'utf8');

/**
 * The shop runs on the Node its CI machine has (20): the version package.json names, the README says and every
 * installed package accepts, so `npm ci` warns of none.
 */
describe('the supported Node', () => {
  const wanted = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const lowest = semver.minVersion(wanted)!.version;

  it('is a Node 20 the README names', () => {
    expect(semver.major(lowest)).toBe(20);
    expect(read('README.md')).toContain(`Node.js ${lowest.replace(/\.0$/, '')}+`);
  });

  it('is accepted by every package the lock file installs', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range || semver.satisfies(lowest, range, { includePrerelease: true })) return [];
        return [`${path.replace(/^.*node_modules\//, '')} wants node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
