import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOOK_CODE, ROUTE_INPUTS } from '../../harness/fingerprint/fingerprint';
import { visualChecker } from '../../visual/lib/check';

/** Harness files a look imports that cannot change what it shows: the time each phase took. */
const NOT_SHOWN = ['harness/phases.ts'];

/** The project files a harness file imports by a relative path, as paths from the root. */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(
    (m) => `${normalize(join(dirname(file), m[1]!))}.ts`,
  );

describe('the code a look is fingerprinted by', () => {
  it('holds every harness file the look imports: a change to one takes the snapshots again', () => {
    const covered = new Set([...LOOK_CODE, ...ROUTE_INPUTS, ...NOT_SHOWN]);
    const missing = LOOK_CODE.flatMap(importsOf).filter((f) => f.startsWith('harness/') && !covered.has(f));
    expect(missing).toEqual([]);
  });

  it('holds every file of the screenshot check that decides the pixels it keeps: its capture, clip and comparison', () => {
    // Where files are written, the report, and the boxes of the mirror check (read by the report) draw nothing.
    const notPixels = ['visual/lib/paths.ts', 'visual/lib/results.ts', 'visual/lib/mirror.ts'];
    const pixels = importsOf('visual/lib/check.ts').filter((f) => f.startsWith('visual/') && !notPixels.includes(f));
    expect(pixels.length).toBeGreaterThan(0);
    expect(pixels.filter((f) => !visualChecker.code.includes(f))).toEqual([]);
  });
});
