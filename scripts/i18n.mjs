#!/usr/bin/env node
// `npm run i18n`: FormatJS's CLI turns the messages into the compiled files the shop loads, in src/i18n/generated/ (not
// committed). English is extracted from the code (each feature's `defineMessages`, the English text being the
// `defaultMessage`); French and Arabic are src/i18n/lang/{fr,ar}.json, keyed by message id. Every locale is compiled
// to ICU ASTs (`--ast`), so the shop formats its messages without the ICU parser. A file is rewritten only when its
// content changes, so `npm start` does not rebuild the client for messages that are the same. It also writes the
// Arabic faces cut to the letters Arabic text uses (scripts/fonts.mjs), which the build and the stories load.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'src/i18n/generated');
const work = mkdtempSync(join(tmpdir(), 'zellige-i18n-'));
const cli = join(root, 'node_modules/.bin/formatjs');

function formatjs(args) {
  const result = spawnSync(cli, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

formatjs([
  'extract',
  'src/**/*.{ts,tsx}',
  '--ignore',
  'src/**/*.d.ts',
  '--out-file',
  join(work, 'en.source.json'),
  // Messages are kept exactly as written: translations and tests compare them byte for byte.
  '--preserve-whitespace',
  // A message whose id or text is not a literal cannot be extracted: fail rather than leave it out.
  '--throws',
]);
formatjs(['compile', join(work, 'en.source.json'), '--ast', '--out-file', join(work, 'en.json')]);
for (const locale of ['fr', 'ar']) {
  formatjs([
    'compile',
    join(root, `src/i18n/lang/${locale}.json`),
    '--format',
    'simple',
    '--ast',
    '--out-file',
    join(work, `${locale}.json`),
  ]);
}

mkdirSync(out, { recursive: true });
for (const file of ['en.source.json', 'en.json', 'fr.json', 'ar.json']) {
  const text = readFileSync(join(work, file), 'utf8');
  const target = join(out, file);
  if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
}
rmSync(work, { recursive: true, force: true });

await import('./fonts.mjs');
