#!/usr/bin/env node
// `npm run bench`: runs every benchmark in turn. Benchmarks report figures; they are not tests.
import { spawnSync } from 'node:child_process';

const benches = ['bench/bundle-size.mjs'];
for (const bench of benches) {
  console.log(`\n▶ ${bench}`);
  const result = spawnSync('node', [bench], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
