/**
 * `npm run visual`: compares every story (en, fr, ar × mobile, desktop) and every app route and overlay state with
 * its approved baseline, writes an HTML report to visual/output/ and exits non-zero on any change, new or missing
 * snapshot that has not been approved. A story whose fingerprint is unchanged is skipped.
 * Flags: --all (look at everything), --build (rebuild Storybook), --filter <text>, --no-routes, --no-stories.
 */
import { parseArgs, runHarness } from '@harness/run';
import { visualChecker } from './lib/check';

process.exit((await runHarness([visualChecker], parseArgs(process.argv.slice(2)))) ? 1 : 0);
