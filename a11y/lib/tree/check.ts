import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Checker } from '@harness/run';
import type { Target } from '@harness/targets';
import { timed } from '@harness/phases';
import { structuralEnvironment } from '@harness/fingerprint/environment';
import { TREE_ACTUAL, treeActual, treeBaseline, treeDigest } from './paths';
import { diffHunks, diffLines } from './diff';
import { readTree } from './read';
import { writeTreeReport } from './report';
import type { TreeRecord, TreeResult } from './types';

/** The targets QA audits: every route and overlay state, every story in each locale (at phone size when tagged). */
const applies = (target: Target) =>
  !target.tags.includes('no-visual') &&
  (target.kind === 'route' || target.viewport === 'desktop' || target.tags.includes('mobile'));

async function look(look: Parameters<Checker['run']>[0]): Promise<TreeResult> {
  if (look.loadFailed || look.error) return { status: 'error', error: look.error ?? 'the page did not load' };
  const tree = await timed('accessibility tree', () => readTree(look.page));
  const name = look.target.name;
  const baseline = treeBaseline(name);
  if (existsSync(baseline) && readFileSync(baseline, 'utf8') === tree) return { status: 'unchanged' };
  mkdirSync(TREE_ACTUAL, { recursive: true });
  writeFileSync(treeActual(name), tree);
  if (!existsSync(baseline)) return { status: 'new' };
  return { status: 'changed', diff: diffHunks(diffLines(readFileSync(baseline, 'utf8'), tree)) };
}

/**
 * The accessibility tree of each settled page (what a screen reader is given: roles, names, states, live regions),
 * compared with the approved one line by line. A change of a name, a role or a state fails until it is approved, as
 * a changed screenshot does. Read before the audit, which tabs through the page.
 */
export const treeChecker: Checker = {
  name: 'tree',
  code: ['a11y/lib/tree/check.ts', 'a11y/lib/tree/read.ts'],
  // The tree is read from the DOM, not from pixels.
  environment: structuralEnvironment,
  applies,
  prepare: () => rmSync(TREE_ACTUAL, { recursive: true, force: true }),
  async run(state) {
    const result = await look(state).catch((error): TreeResult => ({
      status: 'error',
      error: String(error).split('\n')[0],
    }));
    return { result, clean: result.status === 'unchanged' };
  },
  recordHolds(target, record) {
    const file = treeBaseline(target.name);
    return existsSync(file) && (record.result as TreeRecord | undefined)?.baseline === treeDigest(readFileSync(file));
  },
  expectsRecord: (target) => existsSync(treeBaseline(target.name)),
  toRecord(target, outcome) {
    if ((outcome.result as TreeResult).status !== 'unchanged') return null;
    return { result: { baseline: treeDigest(readFileSync(treeBaseline(target.name))) } satisfies TreeRecord };
  },
  report: writeTreeReport,
};
