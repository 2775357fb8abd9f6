import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { BASELINES } from '@harness/paths';
import { REPORT_DIR } from '../results';

/** The approved tree, beside the snapshot's screenshot. */
export const treeBaseline = (name: string) => join(BASELINES, `${name}.tree.yml`);
/** This run's trees that differ from their baseline (or have none), waiting for a decision; generated. */
export const TREE_ACTUAL = join(REPORT_DIR, 'tree');
export const treeActual = (name: string) => join(TREE_ACTUAL, `${name}.tree.yml`);
/** The last run's results (what approving needs) and their page in the QA report. */
export const TREE_RESULTS = join(REPORT_DIR, 'tree.json');
export const TREE_PAGE = join(REPORT_DIR, 'tree.html');

export const treeDigest = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
