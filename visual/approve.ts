/**
 * `npm run visual:approve -- [--filter <text>] [--all]`: accepts the pending snapshots of the last run (changed,
 * new, missing) whose name contains the filter, or all of them with --all.
 */
import { accept, loadResults } from './lib/approvals';

const args = process.argv.slice(2);
const filter = args.includes('--filter') ? args[args.indexOf('--filter') + 1] : undefined;
if (!filter && !args.includes('--all')) {
  console.error('Say which snapshots: --filter <text> or --all');
  process.exit(2);
}
const results = loadResults();
const statuses = new Set(['changed', 'new', 'missing']);
const chosen = results.entries.filter((e) => statuses.has(e.status) && (!filter || e.name.includes(filter)));
for (const entry of chosen) console.log(await accept(results, entry.name));
console.log(`${chosen.length} snapshot(s) approved; commit visual/baselines/ with the change.`);
