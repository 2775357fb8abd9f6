import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { BASELINES } from '@harness/paths';
import { readRecord, recordFile, writeCheckRecord } from '@harness/fingerprint/records';
import type { TreeRecord } from './types';
import type { TreeEntry, TreeResults } from './report';
import { TREE_RESULTS, treeActual, treeBaseline, treeDigest } from './paths';

export function loadTreeResults(): TreeResults | null {
  return existsSync(TREE_RESULTS) ? (JSON.parse(readFileSync(TREE_RESULTS, 'utf8')) as TreeResults) : null;
}

/** The trees of the last run waiting for a decision (changed, new, missing) whose name contains the filter. */
export const pendingTrees = (results: TreeResults, filter?: string): TreeEntry[] =>
  results.entries.filter(
    (e) => ['changed', 'new', 'missing'].includes(e.status) && (!filter || e.name.includes(filter)),
  );

/**
 * Accepting makes the tree read the approved one, and records its fingerprint so the next run skips it while nothing
 * that went into it changes; for a tree no longer read, removes it and its record entry.
 */
export function acceptTree(results: TreeResults, name: string): string {
  const entry = results.entries.find((e) => e.name === name);
  if (!entry) throw new Error(`Unknown tree ${name}`);
  if (entry.status === 'missing') {
    rmSync(treeBaseline(name), { force: true });
    const read = readRecord(BASELINES, name);
    if ('record' in read && read.record.tree) {
      const { tree: _tree, ...others } = read.record;
      rmSync(recordFile(BASELINES, name), { force: true });
      for (const [check, part] of Object.entries(others)) writeCheckRecord(BASELINES, name, check, part);
    }
    return `Removed the tree of ${name}`;
  }
  if (entry.status !== 'changed' && entry.status !== 'new')
    throw new Error(`${name} has no tree to accept (${entry.status})`);
  copyFileSync(treeActual(name), treeBaseline(name));
  if (entry.fingerprint) {
    const result: TreeRecord = { baseline: treeDigest(readFileSync(treeBaseline(name))) };
    writeCheckRecord(BASELINES, name, 'tree', {
      fingerprint: entry.fingerprint,
      resources: entry.resources ?? [],
      result,
    });
  }
  return `Accepted the tree of ${name}`;
}

/** Rejecting keeps the approved tree: what a screen reader hears must be fixed in the product. */
export function rejectTree(results: TreeResults, name: string): string {
  if (!results.entries.some((e) => e.name === name)) throw new Error(`Unknown tree ${name}`);
  return `Rejected the tree of ${name}: the approved one stays`;
}
