#!/usr/bin/env node
// The Arabic faces cut to the letters Arabic text is written with (run by `npm run i18n`, with the messages): Noto Sans
// Arabic's Arabic file holds every Arabic-script language's letters and their presentation forms (49–53 KiB a
// weight); the shop's Arabic needs the Arabic block's letters, marks, digits and punctuation, and the few letters
// Moroccan and borrowed words add (پ چ ڤ ک ڭ گ ی ݣ). Cut with HarfBuzz, which keeps every glyph and rule the kept
// letters reach (joining forms, ligatures, mark positions), so they draw exactly as from the whole file: 14–15 KiB a
// weight. theme/fonts.css declares the whole file too, behind the cut one, for a letter outside the cut.
// Written to theme/generated/ (not committed), and only when a file's content changes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'theme/generated');
const source = (weight) =>
  join(root, `node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`);

/** Kept in step with the cut faces' unicode-range in theme/fonts.css. */
export const ARABIC_CORE = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x0600, 0x065f],
  [0x0660, 0x066d],
  [0x0670, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06ad, 0x06ad],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06d4, 0x06d4],
  [0x0763, 0x0763],
  [0x200c, 0x200e],
];

const text = ARABIC_CORE.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

mkdirSync(out, { recursive: true });
for (const weight of [400, 500, 700]) {
  const target = join(out, `noto-sans-arabic-core-${weight}.woff2`);
  const cut = Buffer.from(await subsetFont(readFileSync(source(weight)), text, { targetFormat: 'woff2' }));
  if (!existsSync(target) || !readFileSync(target).equals(cut)) writeFileSync(target, cut);
}
