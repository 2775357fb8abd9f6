import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const BASELINES = join(ROOT, 'visual/baselines');
export const OUTPUT = join(ROOT, 'visual/output');
export const ACTUAL = join(OUTPUT, 'actual');
export const REPORT = join(OUTPUT, 'report');
export const STORYBOOK = join(ROOT, 'storybook-static');
export const ENVIRONMENT_FILE = 'environment.json';
export const APPROVALS_LOG = join(BASELINES, 'approvals.jsonl');
export const RESULTS_FILE = join(OUTPUT, 'results.json');
