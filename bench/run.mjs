#!/usr/bin/env node
// `npm run bench`: runs every benchmark in turn. Benchmarks report figures; they are not tests.
import { spawnSync } from 'node:child_process';

// TypeScript benchmarks run through tsx (a dependency already: the server runs on it).
const benches = [
  // First: it removes the build, as a fresh clone has none (bench/bundle-size.mjs builds it again).
  'bench/first-start.ts',
  'bench/bundle-size.mjs',
  'bench/catalogue-scale.ts',
  'bench/cart-throughput.ts',
  'bench/checkout-throughput.ts',
  'bench/product-interactions.ts',
  'bench/checkout-interactions.ts',
  'bench/bundle-interactions.ts',
  'bench/api-throughput.ts',
  // Both serve the built client (bench/bundle-size.mjs has built it when it was missing or stale).
  'bench/ssr-ttfb.ts',
  'bench/lighthouse.ts',
];
for (const bench of benches) {
  console.log(`\n▶ ${bench}`);
  const args = bench.endsWith('.ts') ? ['--import', 'tsx', bench] : [bench];
  const result = spawnSync('node', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
