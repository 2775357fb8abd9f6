import sharp from 'sharp';
import pixelmatch from 'pixelmatch';

export interface Comparison {
  status: 'unchanged' | 'changed';
  diffPixels: number;
  sizeChanged: boolean;
  diffPng?: Buffer;
}

async function rgba(input: Buffer | string) {
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Pixel comparison of a capture with its baseline. Anti-aliasing is ignored by pixelmatch;
 * any other differing pixel is a change (the captures are deterministic, so no tolerance hides
 * real changes).
 */
export async function compareImages(baseline: Buffer | string, actual: Buffer | string): Promise<Comparison> {
  const [a, b] = await Promise.all([rgba(baseline), rgba(actual)]);
  if (a.width !== b.width || a.height !== b.height) {
    return { status: 'changed', diffPixels: Math.max(a.width * a.height, b.width * b.height), sizeChanged: true };
  }
  if (a.data.equals(b.data)) return { status: 'unchanged', diffPixels: 0, sizeChanged: false };
  const diff = Buffer.alloc(a.width * a.height * 4);
  const diffPixels = pixelmatch(a.data, b.data, diff, a.width, a.height, { threshold: 0.1, includeAA: false });
  if (diffPixels === 0) return { status: 'unchanged', diffPixels, sizeChanged: false };
  const diffPng = await sharp(diff, { raw: { width: a.width, height: a.height, channels: 4 } })
    .png()
    .toBuffer();
  return { status: 'changed', diffPixels, sizeChanged: false, diffPng };
}

/** Baselines are stored as lossless WebP: pixel-exact and several times smaller than PNG. */
export async function toBaseline(png: Buffer | string): Promise<Buffer> {
  return sharp(png).webp({ lossless: true, effort: 4 }).toBuffer();
}
