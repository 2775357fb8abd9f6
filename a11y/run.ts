/**
 * `npm run a11y`: axe (WCAG 2.0–2.2 A/AA and best practices) and the checks axe cannot make, on every story in every
 * locale and on every app route and overlay state; writes `a11y/report/` and exits non-zero on any violation. A
 * story whose fingerprint is unchanged keeps its recorded result.
 * Flags: --all (audit everything), --build (rebuild Storybook), --filter <text>, --only=stories|routes.
 */
import { parseArgs, runHarness } from '@harness/run';
import { a11yChecker } from './lib/check';

process.exit((await runHarness([a11yChecker], parseArgs(process.argv.slice(2)))) ? 1 : 0);
