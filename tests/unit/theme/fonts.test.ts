import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { typography } from '@theme/tokens';
import { firstScreenFont, firstScreenFontPreload } from '@theme/font-preload';

// Tests run from the project's root.
const path = (...parts: string[]) => join(process.cwd(), ...parts);
const css = readFileSync(path('theme', 'fonts.css'), 'utf8');

interface Face {
  family: string;
  weight: number;
  descriptors: Record<string, string>;
}

const faces: Face[] = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
  const descriptors = Object.fromEntries(
    body!
      .split(';')
      .map((declaration) => declaration.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
  return {
    family: descriptors['font-family']!.replace(/'/g, ''),
    weight: Number(descriptors['font-weight']),
    descriptors,
  };
});
/** The Arabic faces cut to the letters Arabic text uses (scripts/fonts.mjs), each declared after its whole file. */
const isCut = (face: Face) => face.descriptors.src!.includes('./generated/');
const real = faces.filter((face) => !face.family.includes('Fallback') && !isCut(face));
const cut = faces.filter(isCut);
const fallbacks = faces.filter((face) => face.family.includes('Fallback'));

/** The code points a unicode-range covers, as a sorted list of [from, to] without overlaps. */
function codePoints(range: string): Array<[number, number]> {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as [number, number];
  });
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

const fileOf = (face: Face) => /url\('@fontsource\/([^/]+)\/files\/([^']+)'\)/.exec(face.descriptors.src!)!;
const subsetOf = (file: string) => /^(?:inter|noto-sans-arabic)-(.+)-\d00-normal\.woff2$/.exec(file)![1]!;

/** Vertical metrics of a WOFF 1.0 file (head and hhea tables): what a fallback face must copy. */
function metrics(file: string) {
  const bytes = readFileSync(file);
  const table = (tag: string) => {
    for (let i = 0; i < bytes.readUInt16BE(12); i++) {
      const entry = 44 + i * 20;
      if (bytes.toString('latin1', entry, entry + 4) !== tag) continue;
      const [offset, length, original] = [entry + 4, entry + 8, entry + 12].map((o) => bytes.readUInt32BE(o));
      const data = bytes.subarray(offset!, offset! + length!);
      return length! < original! ? inflateSync(data) : data;
    }
    throw new Error(`${tag} missing`);
  };
  const [head, hhea] = [table('head'), table('hhea')];
  const em = head.readUInt16BE(18);
  return { ascent: hhea.readInt16BE(4) / em, descent: -hhea.readInt16BE(6) / em, lineGap: hhea.readInt16BE(8) / em };
}

const percent = (value: string | undefined) => Number.parseFloat(value!) / 100;

describe('bundled fonts', () => {
  it('gives every face the unicode-range of its fontsource subset, so a page fetches only what its text uses', () => {
    expect(real.map((face) => `${face.family} ${fileOf(face)[2]}`)).toEqual([
      'Inter inter-latin-400-normal.woff2',
      'Inter inter-latin-500-normal.woff2',
      'Inter inter-latin-700-normal.woff2',
      'Inter inter-latin-ext-400-normal.woff2',
      'Noto Sans Arabic noto-sans-arabic-arabic-400-normal.woff2',
      'Noto Sans Arabic noto-sans-arabic-arabic-500-normal.woff2',
      'Noto Sans Arabic noto-sans-arabic-arabic-700-normal.woff2',
    ]);
    for (const face of real) {
      const [, pkg, file] = fileOf(face);
      const ranges = JSON.parse(readFileSync(path('node_modules', '@fontsource', pkg!, 'unicode.json'), 'utf8'));
      // Arabic words keep the Arabic face's own space, which its subset file has.
      const range = subsetOf(file!) === 'arabic' ? `U+0020,U+00A0,${ranges.arabic}` : ranges[subsetOf(file!)];
      expect(codePoints(face.descriptors['unicode-range']!)).toEqual(codePoints(range));
      expect(face.descriptors['font-display']).toBe('swap');
    }
  });

  it('tries first, for each Arabic weight, the face cut to the letters of the shop’s Arabic text', () => {
    const messages = readFileSync(path('src', 'i18n', 'lang', 'ar.json'), 'utf8');
    const letters = [...new Set([...messages].filter((c) => /\p{Script=Arabic}/u.test(c)))].map((c) =>
      c.codePointAt(0)!,
    );
    expect(letters.length).toBeGreaterThan(30);
    expect(cut.map((face) => `${face.family} ${face.weight}`)).toEqual([
      'Noto Sans Arabic 400',
      'Noto Sans Arabic 500',
      'Noto Sans Arabic 700',
    ]);
    for (const face of cut) {
      // Declared after the whole file of its weight: the later face is tried first.
      const whole = faces.findIndex((f) => real.includes(f) && f.family === face.family && f.weight === face.weight);
      expect(faces.indexOf(face)).toBeGreaterThan(whole);
      expect(face.descriptors.src).toBe(
        `url('./generated/noto-sans-arabic-core-${face.weight}.woff2') format('woff2')`,
      );
      const spans = codePoints(face.descriptors['unicode-range']!);
      const inside = (c: number) => spans.some(([from, to]) => c >= from && c <= to);
      expect(letters.filter((c) => !inside(c)).map((c) => c.toString(16))).toEqual([]);
      // Within the whole file's range: the cut adds no character the family did not draw.
      const wholeSpans = codePoints(faces[whole]!.descriptors['unicode-range']!);
      for (const [from, to] of spans) {
        expect(wholeSpans.some(([a, b]) => from >= a && to <= b)).toBe(true);
      }
      // The file is there and far smaller than the whole one.
      const bytes = readFileSync(path('theme', 'generated', `noto-sans-arabic-core-${face.weight}.woff2`)).length;
      expect(bytes).toBeLessThan(20_000);
    }
  });

  it('follows each family with a local fallback of each weight, over the same characters', () => {
    for (const face of real) {
      const fallback = fallbacks.find((f) => f.family === `${face.family} Fallback` && f.weight === face.weight);
      expect(fallback?.descriptors.src, `${face.family} ${face.weight}`).toMatch(/^local\(/);
    }
    for (const family of ['Inter', 'Noto Sans Arabic']) {
      const covered = real
        .filter((f) => f.family === family)
        .map((f) => f.descriptors['unicode-range'])
        .join(',');
      for (const fallback of fallbacks.filter((f) => f.family.startsWith(`${family} Fallback`))) {
        expect(codePoints(fallback.descriptors['unicode-range']!)).toEqual(codePoints(covered));
      }
    }
    expect(typography.latin).toBe('"Inter", "Inter Fallback", "Inter Fallback DejaVu", system-ui, sans-serif');
    expect(typography.arabic).toBe(
      '"Noto Sans Arabic", "Noto Sans Arabic Fallback", "Inter", "Inter Fallback", "Inter Fallback DejaVu", system-ui, sans-serif',
    );
  });

  it("gives each fallback face its family's line box: ascent, descent and line gap over size-adjust", () => {
    for (const fallback of fallbacks) {
      const family = fallback.family.startsWith('Inter Fallback') ? 'inter' : 'noto-sans-arabic';
      const file = `${family}-${family === 'inter' ? 'latin' : 'arabic'}-${fallback.weight}-normal.woff`;
      const font = metrics(path('node_modules', '@fontsource', family, 'files', file));
      const scale = percent(fallback.descriptors['size-adjust']);
      // The overrides are scaled by size-adjust; the ascent is nudged up a hair so a rounding tie goes Inter's way.
      expect(percent(fallback.descriptors['ascent-override']) * scale - font.ascent).toBeGreaterThanOrEqual(0);
      expect(percent(fallback.descriptors['ascent-override']) * scale - font.ascent).toBeLessThan(0.0005);
      expect(percent(fallback.descriptors['descent-override']) * scale).toBeCloseTo(font.descent, 4);
      expect(percent(fallback.descriptors['line-gap-override']) * scale).toBeCloseTo(font.lineGap, 4);
    }
  });

  it("names the file the first screen needs for the server's preload: regular Latin Inter, or regular Arabic cut", () => {
    const fileOfWeight400 = (family: string) =>
      fileOf(real.find((f) => f.family === family && f.weight === 400 && !fileOf(f)[2]!.includes('-ext-'))!)[2]!;
    expect(firstScreenFont('fr')).toMatch(new RegExp(`/${fileOfWeight400('Inter').replace('.woff2', '')}.*\\.woff2$`));
    expect(firstScreenFont('en')).toBe(firstScreenFont('fr'));
    // In Arabic, the regular weight cut to the letters Arabic text uses.
    expect(firstScreenFont('ar')).toMatch(/\/noto-sans-arabic-core-400.*\.woff2$/);
    expect(firstScreenFontPreload('ar')).toEqual({
      rel: 'preload',
      href: firstScreenFont('ar'),
      as: 'font',
      type: 'font/woff2',
      crossOrigin: 'anonymous',
    });
  });
});
