#!/usr/bin/env node
// `npm test`: every check that gates a change, in order. Every step runs even after a failure,
// so one run shows everything that is wrong; the exit code is non-zero if any step failed.
// The server tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
// `npm test -- visual a11y` runs only the steps whose names contain those words.
import { spawn } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['end-to-end journeys', 'npx', ['playwright', 'test']],
  ['storybook build', 'npm', ['run', '--silent', 'build-storybook']],
  // One pass for both harnesses: each snapshot rendered once, screenshot and audit on the same page; stories whose
  // fingerprint is unchanged are skipped, and routes of the live app (on a fresh embedded database) too while the
  // shop they were looked at on is unchanged.
  ['visual regression and accessibility (a11y)', 'npm', ['run', '--silent', 'harness']],
];

/** Lines of a failed step's output printed again at the end, so the tail of a CI log shows what failed. */
const TAIL_LINES = 40;

/** Runs a step with its output passed through as it comes, keeping its last lines. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    let tail = [];
    const keep = (chunk, stream) => {
      stream.write(chunk);
      tail = tail.concat(chunk.toString().split('\n')).slice(-TAIL_LINES);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (status) => resolve({ status, tail: tail.join('\n') }));
  });
}

// The compiled messages every step reads (npm run i18n), whichever steps run: a failure here stops everything.
const i18n = await run('npm', ['run', '--silent', 'i18n']);
if (i18n.status !== 0) {
  console.log(`\n✘ npm run i18n failed\n\nsteps: 0 passed, 1 failed`);
  process.exit(1);
}

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const summary = [];
const failures = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`✘ ${name} failed (${seconds} s)`);
    failures.push(`── last lines of ${name} ──\n${result.tail}`);
  }
  summary.push(`${result.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
}
// The failures' last lines and the steps again, last, so the tail of a long log says what failed and where.
if (failures.length) console.log(`\n${failures.join('\n\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
