#!/usr/bin/env node
// `npm test`: every check that gates a change, in order. Every step runs even after a failure,
// so one run shows everything that is wrong; the exit code is non-zero if any step failed.
// The server tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
// `npm test -- visual a11y` runs only the steps whose names contain those words.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['end-to-end journeys', 'npx', ['playwright', 'test']],
  ['storybook build', 'npm', ['run', '--silent', 'build-storybook']],
  // Both harnesses use the Storybook just built and start the shop on a fresh embedded database.
  ['visual regression', 'npm', ['run', '--silent', 'visual']],
  ['accessibility', 'npm', ['run', '--silent', 'a11y']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const summary = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`✘ ${name} failed (${seconds} s)`);
  }
  summary.push(`${result.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
}
// The steps again, last, so the tail of a long log says which one failed.
console.log(`\n${summary.join('\n')}`);
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
