/**
 * `npm run visual:approve -- [--filter <text>] [--all]`: accepts the pending snapshots of the last run (changed,
 * new, missing) whose name contains the filter, or all of them with --all, and their accessibility trees alike.
 */
import { availableParallelism } from 'node:os';
import { accept, loadResults, logTree } from './lib/approvals';
import { prunePixels } from './lib/store';
import { pruneResourceLists } from '@harness/fingerprint/records';
import { BASELINES } from './lib/paths';
import { acceptTree, loadTreeResults, pendingTrees } from '../a11y/lib/tree/approvals';

const args = process.argv.slice(2);
const filter = args.includes('--filter') ? args[args.indexOf('--filter') + 1] : undefined;
if (!filter && !args.includes('--all')) {
  console.error('Say which snapshots: --filter <text> or --all');
  process.exit(2);
}
const results = loadResults();
const statuses = new Set(['changed', 'new', 'missing']);
const chosen = results.entries.filter((e) => statuses.has(e.status) && (!filter || e.name.includes(filter)));
// Encoding a baseline is the slow part: one at a time per core.
let next = 0;
const worker = async () => {
  while (next < chosen.length) console.log(await accept(results, chosen[next++]!.name));
};
await Promise.all(Array.from({ length: availableParallelism() }, worker));
// The accessibility trees of the same run, by the same flags: what a screen reader hears is approved with the pixels.
const trees = loadTreeResults();
const treesChosen = trees ? pendingTrees(trees, filter) : [];
for (const entry of treesChosen) {
  console.log(acceptTree(trees!, entry.name));
  logTree('accept', entry);
}
const pruned = prunePixels() + pruneResourceLists(BASELINES);
console.log(
  `${chosen.length} snapshot(s) and ${treesChosen.length} accessibility tree(s) approved${pruned ? `, ${pruned} file(s) nothing uses any more removed` : ''}; commit visual/baselines/ with the change.`,
);
