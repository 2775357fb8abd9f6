#!/usr/bin/env node
// `npm test`: every check that gates a change, in order. Every step runs even after a failure,
// so one run shows everything that is wrong; the exit code is non-zero if any step failed.
// The server tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
// `npm test -- visual a11y` runs only the steps whose names contain those words.
import { spawn } from 'node:child_process';

// Steps in one group run at the same time: lint and the type check are one process each on one core, so side by side
// they take the time of the longer on a two-core machine; the two builds are short and partly single-threaded. Their
// output is printed whole, one step after the other.
const groups = [
  [
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ],
  [['unit and server tests', 'npx', ['vitest', 'run']]],
  [
    ['build', 'npm', ['run', '--silent', 'build']],
    ['storybook build', 'npm', ['run', '--silent', 'build-storybook']],
  ],
  [['end-to-end journeys', 'npx', ['playwright', 'test']]],
  // One pass for both harnesses: each snapshot rendered once, screenshot and audit on the same page; stories whose
  // fingerprint is unchanged are skipped, and routes of the live app (on a fresh embedded database) too while the
  // shop they were looked at on is unchanged.
  [['visual regression and accessibility (a11y)', 'npm', ['run', '--silent', 'harness']]],
];

/** Lines of a failed step's output printed again at the end, so the tail of a CI log shows what failed. */
const TAIL_LINES = 40;

/** Runs a step, its output passed through as it comes (or kept to be printed at the end), keeping its last lines. */
function run(command, args, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    let tail = [];
    const all = [];
    const keep = (chunk, stream) => {
      if (buffered) all.push(chunk);
      else stream.write(chunk);
      tail = tail.concat(chunk.toString().split('\n')).slice(-TAIL_LINES);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (status) => resolve({ status, tail: tail.join('\n'), output: Buffer.concat(all) }));
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
for (const group of groups) {
  const steps = group.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  if (!steps.length) continue;
  const buffered = steps.length > 1;
  if (buffered) console.log(`\n▶ ${steps.map(([name]) => name).join(' and ')}, side by side`);
  const results = await Promise.all(
    steps.map(async ([name, command, args]) => {
      const started = Date.now();
      if (!buffered) console.log(`\n▶ ${name}`);
      const result = await run(command, args, { buffered });
      return { name, result, seconds: ((Date.now() - started) / 1000).toFixed(1) };
    }),
  );
  for (const { name, result, seconds } of results) {
    if (buffered) {
      console.log(`\n▶ ${name}`);
      process.stdout.write(result.output);
    }
    if (result.status === 0) {
      passed += 1;
      console.log(`✔ ${name} (${seconds} s)`);
    } else {
      failed += 1;
      console.log(`✘ ${name} failed (${seconds} s)`);
      failures.push(`── last lines of ${name} ──\n${result.tail}`);
    }
    summary.push(`${result.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)${buffered ? ', side by side' : ''}`);
  }
}
// The failures' last lines and the steps again, last, so the tail of a long log says what failed and where.
if (failures.length) console.log(`\n${failures.join('\n\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
