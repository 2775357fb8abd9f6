import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RENDITION_WIDTHS } from '@domain/media';
import { CRAFTS, artisanSvg } from '../../../server/db/seed/artisans';
import { renderAll, renderImage, renderSvg } from '../../../server/db/seed/images';
import type { PatternSpec } from '../../../server/db/seed/svg';

const spec: PatternSpec = {
  silhouette: 'mug',
  motif: 'rosette',
  colour: '#9b1c31',
  accent: '#0f766e',
  tiles: 4,
  rotation: 0,
};

async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 3) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return { colours, width: info.width, data };
}

describe('seed pictures', () => {
  it('stores every rendition losslessly in the picture’s own few colours, its flat areas exact', async () => {
    const image = await renderImage(spec, 'test-mug');
    expect(image.renditions.map((r) => r.width)).toEqual([...RENDITION_WIDTHS]);
    for (const rendition of image.renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(rendition.width);
      const { colours, width, data } = await pixels(rendition.bytes);
      // A lossy encoding or a blend of every edge gives thousands of colours; the drawing is kept in a palette.
      expect(colours.size).toBeLessThanOrEqual(256);
      // The corner is the picture's flat background, and stays one exact colour (no ringing, no noise).
      const corner = (x: number, y: number) => data.readUIntBE((y * width + x) * 3, 3);
      expect(new Set([corner(0, 0), corner(5, 5), corner(10, 2), corner(2, 10)]).size).toBe(1);
    }
  });

  it('is deterministic: the same spec gives the same bytes (stable content-hashed file names)', async () => {
    const [a, b] = await Promise.all([renderImage(spec, 'a'), renderImage(spec, 'b')]);
    expect(a.renditions.map((r) => r.filename.replace(/^a-/, ''))).toEqual(
      b.renditions.map((r) => r.filename.replace(/^b-/, '')),
    );
  });
});

describe('the shared folder of drawn pictures', () => {
  it('takes seeds of one process drawing the same picture into it at once', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'image-cache-'));
    try {
      const drawn = await Promise.all(Array.from({ length: 6 }, (_, i) => renderImage(spec, `seed-${i}`, folder)));
      expect(new Set(drawn.map((d) => d.sourceHash)).size).toBe(1);
      const names = RENDITION_WIDTHS.map((w) => `${drawn[0]!.sourceHash}-${w}.webp`);
      expect(readdirSync(folder).sort()).toEqual(names.sort());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the artisans at work', () => {
  it('draws each craft as a scene of its own, the same bytes every time, in a palette', async () => {
    const drawn = await Promise.all(
      CRAFTS.map((craft) => renderSvg((size) => artisanSvg(craft, size), `artisan-${craft}`)),
    );
    expect(new Set(drawn.map((d) => d.sourceHash)).size).toBe(CRAFTS.length);
    const again = await renderSvg((size) => artisanSvg('weaver', size), 'artisan-weaver');
    expect(again.renditions.map((r) => r.filename)).toEqual(drawn[2]!.renditions.map((r) => r.filename));
    const { colours } = await pixels(drawn[0]!.renditions[0]!.bytes);
    expect(colours.size).toBeLessThanOrEqual(256);
  });
});

describe('drawing every picture', () => {
  it('says how far it is as each picture is done, up to all of them', async () => {
    const image = await renderImage(spec, 'progress-mug');
    const seen: Array<[number, number]> = [];
    const out = await renderAll([1, 2, 3, 4, 5], async () => image, {
      concurrency: 2,
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(out).toHaveLength(5);
    expect(seen).toEqual([1, 2, 3, 4, 5].map((done) => [done, 5]));
  });
});
