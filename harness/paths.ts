import { join } from 'node:path';

/** The project's root, found from this file: the harness runs from a git checkout or an unpacked tarball alike. */
export const ROOT = new URL('../', import.meta.url).pathname;

/** Where the snapshots' baselines and fingerprint records live (a test points it at a folder of its own). */
export const BASELINES = process.env.HARNESS_BASELINES ?? join(ROOT, 'visual/baselines');
export const STORYBOOK = process.env.HARNESS_STORYBOOK ?? join(ROOT, 'storybook-static');
