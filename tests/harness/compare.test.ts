import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compareImages } from '../../visual/lib/compare';

/** A small card on the paper colour, drawn by a real rasteriser (anti-aliased edges and text). */
const draw = ({
  paper = '#fffdf9',
  x = 40,
  border = false,
  textX = 52,
}: { paper?: string; x?: number; border?: boolean; textX?: number } = {}) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120">
      <rect width="240" height="120" fill="${paper}"/>
      <rect x="${x}" y="30" width="120" height="60" rx="8" fill="#1f3a7a"${border ? ' stroke="#b3261e" stroke-width="1"' : ''}/>
      <circle cx="200" cy="60" r="14.5" fill="#c8553d"/>
      <text x="${textX}" y="110" font-family="DejaVu Sans" font-size="11" fill="#2b2b2b">Tajine 115,00 MAD</text>
    </svg>`),
  )
    .png()
    .toBuffer();

describe('the comparison forgives only what a designer cannot see', () => {
  it('the same drawing: unchanged', async () => {
    expect((await compareImages(await draw(), await draw())).status).toBe('unchanged');
  });

  it('text placed a third of a pixel further: only anti-aliasing differs, unchanged', async () => {
    const [a, b] = [await draw(), await draw({ textX: 52.33 })];
    expect(a.equals(b)).toBe(false);
    expect((await compareImages(a, b)).status).toBe('unchanged');
  });

  it('rasterisation noise (a channel off by a few steps on anti-aliased edges and in a picture): unchanged', async () => {
    const before = await sharp(await draw())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const noisy = Buffer.from(before.data);
    const { width, channels } = before.info;
    let touched = 0;
    // Every third pixel of the circle's anti-aliased rim, one channel off by a few steps (at most 7).
    for (let y = 40; y < 80; y += 1) {
      for (let x = 180; x < 220; x += 1) {
        const d = Math.hypot(x + 0.5 - 200, y + 0.5 - 60);
        if (Math.abs(d - 14.5) < 0.7 && (x + y) % 3 === 0) {
          const at = (y * width + x) * channels + ((x + y) % channels === 3 ? 0 : (x + y) % channels);
          noisy[at] = noisy[at]! ^ (1 + ((x * y) % 5));
          touched += 1;
        }
      }
    }
    expect(touched).toBeGreaterThan(10);
    const raw = { raw: { width, height: before.info.height, channels } } as const;
    const result = await compareImages(
      await sharp(before.data, raw).png().toBuffer(),
      await sharp(noisy, raw).png().toBuffer(),
    );
    expect(result.status).toBe('unchanged');
    expect(result.subPixel).toBeGreaterThan(0);
  });

  it('a one-pixel rule whose colour moves one step (#d9d4cc → #d9d4cd): changed', async () => {
    const rule = (colour: string) =>
      sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">
          <rect width="120" height="40" fill="#fffdf9"/><rect x="10" y="20" width="100" height="1" fill="${colour}"/>
        </svg>`),
      )
        .png()
        .toBuffer();
    const result = await compareImages(await rule('#d9d4cc'), await rule('#d9d4cd'));
    expect(result.status).toBe('changed');
    expect(result.diffPixels).toBeGreaterThanOrEqual(90);
  });

  it('a one-pixel border: changed', async () => {
    const result = await compareImages(await draw(), await draw({ border: true }));
    expect(result.status).toBe('changed');
    expect(result.diffPixels).toBeGreaterThan(100);
  });

  it('a token one step of one channel away (#fffdf9 → #fffdfa): changed', async () => {
    const result = await compareImages(await draw(), await draw({ paper: '#fffdfa' }));
    expect(result.status).toBe('changed');
  });

  it('an element moved by one pixel: changed', async () => {
    const result = await compareImages(await draw(), await draw({ x: 41 }));
    expect(result.status).toBe('changed');
  });

  it('a capture of another size: changed', async () => {
    const other = await sharp(await draw())
      .extend({ bottom: 1, background: '#fffdf9' })
      .png()
      .toBuffer();
    expect((await compareImages(await draw(), other)).sizeChanged).toBe(true);
  });
});
