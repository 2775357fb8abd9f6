import { join } from 'node:path';
import { BASELINES, ROOT } from '@harness/paths';

export { BASELINES, ROOT };
/** Captures, differences, results and the report of the last run: generated, never committed. */
export const OUTPUT = process.env.HARNESS_VISUAL_OUTPUT ?? join(ROOT, 'visual/output');
export const ACTUAL = join(OUTPUT, 'actual');
export const REPORT = join(OUTPUT, 'report');
export const ENVIRONMENT_FILE = 'environment.json';
export const APPROVALS_LOG = join(BASELINES, 'approvals.jsonl');
export const RESULTS_FILE = join(OUTPUT, 'results.json');
