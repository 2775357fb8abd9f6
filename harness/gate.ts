/**
 * The visual and accessibility checks of `npm test` in one pass: each snapshot is looked at once, and the same
 * settled page gives the screenshot, the accessibility tree (read before the audit tabs through the page) and the audit. Writes both reports; flags as `npm run visual`.
 */
import { visualChecker } from '../visual/lib/check';
import { a11yChecker } from '../a11y/lib/check';
import { treeChecker } from '../a11y/lib/tree/check';
import { parseArgs, runHarness } from './run';

process.exit((await runHarness([visualChecker, treeChecker, a11yChecker], parseArgs(process.argv.slice(2)))) ? 1 : 0);
