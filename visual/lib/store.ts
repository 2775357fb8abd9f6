/**
 * How baselines are kept: each picture once, by its content, in `pixels/<digest>.webp`, and `<name>.webp` a link to
 * it. Many snapshots show the same pixels (a component the same in French and English, on a phone and a desktop):
 * their baselines cost one file. Readers follow the link and see a plain WebP file.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { baselineFile } from './check';
import { BASELINES } from './paths';

// Where a baseline is, as the check reads it (defined there: the check's code is part of its fingerprint).
export { baselineFile };

export const PIXELS_DIR = 'pixels';

/** What is at a baseline's place: nothing, a link to its pixels (whether they are there), or a plain file. */
export function baselineState(name: string): 'none' | 'linked' | 'dangling' | 'file' {
  const file = baselineFile(name);
  let link;
  try {
    link = lstatSync(file);
  } catch {
    return 'none';
  }
  if (!link.isSymbolicLink()) return 'file';
  return existsSync(file) ? 'linked' : 'dangling';
}

/** Stores encoded pixels under their digest (once) and points the baseline at them. */
export function storeBaseline(name: string, webp: Buffer): void {
  const digest = createHash('sha256').update(webp).digest('hex').slice(0, 24);
  const relative = join(PIXELS_DIR, `${digest}.webp`);
  mkdirSync(join(BASELINES, PIXELS_DIR), { recursive: true });
  if (!existsSync(join(BASELINES, relative))) writeFileSync(join(BASELINES, relative), webp);
  const file = baselineFile(name);
  if (baselineState(name) === 'linked' && readlinkSync(file) === relative) return;
  // Removed first: writing through the old link would change pixels another baseline shares.
  rmSync(file, { force: true });
  symlinkSync(relative, file);
}

export function removeBaseline(name: string): void {
  rmSync(baselineFile(name), { force: true });
}

/** Removes the pixels no baseline links to any more; returns how many. */
export function prunePixels(): number {
  const dir = join(BASELINES, PIXELS_DIR);
  if (!existsSync(dir)) return 0;
  const used = new Set<string>();
  for (const entry of readdirSync(BASELINES, { withFileTypes: true })) {
    if (entry.isSymbolicLink() && entry.name.endsWith('.webp'))
      used.add(basename(readlinkSync(join(BASELINES, entry.name))));
  }
  let removed = 0;
  for (const file of readdirSync(dir)) {
    if (used.has(file)) continue;
    rmSync(join(dir, file));
    removed += 1;
  }
  return removed;
}
