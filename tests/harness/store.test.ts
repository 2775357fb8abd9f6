import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'baselines-'));
process.env.HARNESS_BASELINES = dir;
const store = await import('../../visual/lib/store');
const { toBaseline } = await import('../../visual/lib/compare');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 40×20 picture of one colour with a one-pixel mark, as a screenshot comes (PNG). */
const picture = (mark: number) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#f3ebe0' } })
    .composite([{ input: Buffer.from([mark, 0, 0]), raw: { width: 1, height: 1, channels: 3 }, left: 3, top: 4 }])
    .png()
    .toBuffer();
const pixels = () => readdirSync(join(dir, store.PIXELS_DIR));
const raw = (file: string | Buffer) => sharp(file).ensureAlpha().raw().toBuffer();

describe('the baselines’ store', () => {
  it('keeps the pixels exactly, and the same pixels once for every baseline that shows them', async () => {
    const png = await picture(200);
    for (const name of ['a--fr--desktop', 'a--en--desktop']) store.storeBaseline(name, await toBaseline(png));
    expect(pixels()).toHaveLength(1);
    expect(lstatSync(store.baselineFile('a--fr--desktop')).isSymbolicLink()).toBe(true);
    expect((await raw(store.baselineFile('a--en--desktop'))).equals(await raw(png))).toBe(true);
  });

  it('points a changed baseline at its new pixels and leaves the ones another baseline shows', async () => {
    store.storeBaseline('a--fr--desktop', await toBaseline(await picture(90)));
    expect(pixels()).toHaveLength(2);
    expect((await raw(store.baselineFile('a--en--desktop'))).equals(await raw(await picture(200)))).toBe(true);
    expect((await raw(store.baselineFile('a--fr--desktop'))).equals(await raw(await picture(90)))).toBe(true);
    expect(store.prunePixels()).toBe(0);
    store.removeBaseline('a--en--desktop');
    expect(store.prunePixels()).toBe(1);
    expect(readFileSync(store.baselineFile('a--fr--desktop')).length).toBeGreaterThan(0);
  });

  it('tells a baseline whose pixels are gone from one that is not there', async () => {
    symlinkSync(join(store.PIXELS_DIR, 'gone.webp'), store.baselineFile('b--fr--desktop'));
    writeFileSync(store.baselineFile('c--fr--desktop'), 'RIFF');
    expect(store.baselineState('b--fr--desktop')).toBe('dangling');
    expect(store.baselineState('c--fr--desktop')).toBe('file');
    expect(store.baselineState('a--fr--desktop')).toBe('linked');
    expect(store.baselineState('d--fr--desktop')).toBe('none');
  });
});
