import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compareImages } from '../../visual/lib/compare';
import { FIXTURE_MEDIA, fixturePicture } from './media';

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
    expect(result.forgiven).toBeGreaterThan(0);
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

const media = (prefix: string) => `${FIXTURE_MEDIA}/${fixturePicture(prefix)}`;
// A picture whose two decodes differ outside what anti-aliasing forgives (most of the lit drawings differ only there).
const BOWL = media('arabesque-salad-bowl-from-sale-indigo-300-');
/** A product's picture drawn at 72 px on the paper, at (20, 20), with a badge drawn over it. */
const picture = async ({
  file = BOWL,
  mip = false,
  x = 20,
  tint = 1,
  badge = '#b3261e',
}: { file?: string; mip?: boolean; x?: number; tint?: number; badge?: string } = {}) => {
  // Chrome draws a picture from a full decode, or from a half-size decode it already holds with a bilinear filter.
  const source = mip ? await sharp(file).resize(150, 150, { kernel: 'linear' }).png().toBuffer() : file;
  const pixels = await sharp(source)
    .resize(72, 72, { kernel: mip ? 'linear' : 'lanczos3' })
    .removeAlpha()
    .linear(tint, 0)
    .png()
    .toBuffer();
  const badgeSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"><rect width="24" height="12" fill="${badge}"/></svg>`;
  return sharp({ create: { width: 120, height: 112, channels: 4, background: '#fffdf9' } })
    .composite([
      { input: pixels, left: x, top: 20 },
      { input: Buffer.from(badgeSvg), left: 24, top: 24 },
    ])
    .png()
    .toBuffer();
};
const PICTURE = { x: 20, y: 20, width: 72, height: 72 };
const BADGE = { x: 24, y: 24, width: 24, height: 12 };
const AREAS = { pictures: [PICTURE], over: [BADGE] };

describe('inside a picture, the comparison forgives resampling and nothing else', () => {
  it('the same file drawn from another decode: changed without the picture areas, unchanged with them', async () => {
    const [a, b] = [await picture(), await picture({ mip: true })];
    expect((await compareImages(a, b)).status).toBe('changed');
    const result = await compareImages(a, b, AREAS);
    expect(result.status).toBe('unchanged');
    expect(result.forgiven).toBeGreaterThan(0);
  });

  it('asks where the pictures are only when the capture differs from its baseline', async () => {
    let asked = 0;
    const areas = async () => ((asked += 1), AREAS);
    const [a, b] = [await picture(), await picture({ mip: true })];
    expect((await compareImages(a, a, areas)).status).toBe('unchanged');
    expect(asked).toBe(0);
    expect((await compareImages(a, b, areas)).status).toBe('unchanged');
    expect(asked).toBe(1);
  });

  it('another product in the same box: changed', async () => {
    const other = media('arabesque-coffee-mug-from-safi-saffron-yellow-300-');
    expect((await compareImages(await picture(), await picture({ file: other }), AREAS)).status).toBe('changed');
  });

  it('the picture moved by one pixel: changed, inside it too', async () => {
    const moved = { pictures: [{ ...PICTURE, x: 21 }], over: [BADGE] };
    const result = await compareImages(await picture(), await picture({ x: 21 }), moved);
    expect(result.status).toBe('changed');
    // Counted inside the picture, not only along its edges: red pixels of the difference image two pixels in.
    const { data, info } = await sharp(result.diffPng!).raw().toBuffer({ resolveWithObject: true });
    let inside = 0;
    for (let y = PICTURE.y + 2; y < PICTURE.y + PICTURE.height - 2; y += 1)
      for (let x = PICTURE.x + 3; x < PICTURE.x + PICTURE.width - 2; x += 1) {
        const i = (y * info.width + x) * info.channels;
        if (data[i] === 230 && data[i + 1] === 0 && data[i + 2] === 0) inside += 1;
      }
    expect(inside).toBeGreaterThan(50);
  });

  it('the picture 5 % brighter: changed', async () => {
    expect((await compareImages(await picture(), await picture({ tint: 1.05 }), AREAS)).status).toBe('changed');
  });

  it('a badge drawn over the picture one step of a token away (#b3261e → #b3261f): changed', async () => {
    const result = await compareImages(await picture(), await picture({ badge: '#b3261f' }), AREAS);
    expect(result.status).toBe('changed');
    expect(result.diffPixels).toBeGreaterThan(200);
  });
});
