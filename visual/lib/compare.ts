import sharp from 'sharp';
import pixelmatch from 'pixelmatch';

export interface Comparison {
  status: 'unchanged' | 'changed';
  /** Pixels that differ in a way a designer can see. */
  diffPixels: number;
  /** Pixels that differ only by anti-aliasing, rasterisation or a picture's resampling (forgiven). */
  forgiven: number;
  sizeChanged: boolean;
  diffPng?: Buffer;
}

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

async function rgba(input: Buffer | string): Promise<Raster> {
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The most two pixels of `image` differ in any channel. */
function distance(image: Raster, x0: number, y0: number, x1: number, y1: number): number {
  const [i, j] = [(y0 * image.width + x0) * 4, (y1 * image.width + x1) * 4];
  let most = 0;
  for (let c = 0; c < 4; c += 1) most = Math.max(most, Math.abs(image.data[i + c]! - image.data[j + c]!));
  return most;
}

/** How far a line's colour is from its background, at least, for the line to be drawn rather than a texture. */
const LINE_CONTRAST = 8;

/** Whether pixel (x, y) and its eight neighbours share one colour: the inside of a flat area. */
function uniform(image: Raster, x: number, y: number): boolean {
  const { width, height, data } = image;
  if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) return false;
  const colour = data.readUInt32BE((y * width + x) * 4);
  for (let dy = -1; dy <= 1; dy += 1)
    for (let dx = -1; dx <= 1; dx += 1) if (data.readUInt32BE(((y + dy) * width + x + dx) * 4) !== colour) return false;
  return true;
}

/**
 * How pixel (x, y) lies on a run of one colour in both images, the same run: it and its two neighbours along a line
 * (across, down or diagonal) share a colour in the baseline and share one in the capture; noise does not change
 * three pixels alike. 'flat' inside an area of one colour, or on a line drawn on one background (both sides alike,
 * the line visibly apart); 'edge' on a run along an edge between two colours, where anti-aliasing runs too; null
 * when on no run.
 */
function run(a: Raster, b: Raster, x: number, y: number): 'flat' | 'edge' | null {
  const { width, height } = a;
  if (uniform(a, x, y) && uniform(b, x, y)) return 'flat';
  const inside = (px: number, py: number) => px >= 0 && py >= 0 && px < width && py < height;
  const at = (image: Raster, px: number, py: number) => image.data.readUInt32BE((py * width + px) * 4);
  let found: 'edge' | null = null;
  for (const [dx, dy] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const) {
    if (!inside(x - dx, y - dy) || !inside(x + dx, y + dy)) continue;
    const along = (image: Raster) =>
      at(image, x - dx, y - dy) === at(image, x, y) && at(image, x + dx, y + dy) === at(image, x, y);
    if (!along(a) || !along(b)) continue;
    // The two sides of the run: perpendicular to it.
    const [sx, sy] = [-dy, dx];
    if (!inside(x + sx, y + sy) || !inside(x - sx, y - sy)) return 'flat';
    // A line on one background: both sides alike, and the line visibly apart from them (a dithered texture's runs
    // differ from their sides by a step or two).
    const line = (image: Raster) =>
      at(image, x + sx, y + sy) === at(image, x - sx, y - sy) && distance(image, x, y, x + sx, y + sy) > LINE_CONTRAST;
    if (line(a) && line(b)) return 'flat';
    found = 'edge';
  }
  return found;
}

/** How far a sub-pixel move can blend a pixel towards its neighbour: a move of less than a pixel (one pixel is 1). */
const MAX_BLEND = 0.8;
/** Rounding of the blend in 8-bit channels. */
const CHANNEL_SLACK = 2;
/** A neighbour closer in colour than this cannot tell a blend from a change of colour (a token's step). */
const MIN_CONTRAST = 8;

/**
 * Whether pixel (x, y) of `after` is the same pixel of `before` blended by at most MAX_BLEND towards one of its
 * eight neighbours there, alike in every channel: what moving an edge or a glyph by less than a pixel does.
 * A border in another colour (not between the two) or an edge moved by a whole pixel (a blend of 1) is not.
 */
function blendOfNeighbour(before: Raster, after: Raster, x: number, y: number): boolean {
  const { width, height } = before;
  const i = (y * width + x) * 4;
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const [nx, ny] = [x + dx, y + dy];
      if ((dx === 0 && dy === 0) || nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = (ny * width + nx) * 4;
      // The blend is measured on the channel where the neighbour differs most, then checked on the others.
      let channel = 0;
      for (let c = 1; c < 4; c += 1) {
        if (
          Math.abs(before.data[j + c]! - before.data[i + c]!) >
          Math.abs(before.data[j + channel]! - before.data[i + channel]!)
        )
          channel = c;
      }
      const span = before.data[j + channel]! - before.data[i + channel]!;
      const moved = after.data[i + channel]! - before.data[i + channel]!;
      if (Math.abs(span) < MIN_CONTRAST || Math.abs(moved) <= CHANNEL_SLACK) continue;
      const t = moved / span;
      if (t <= 0 || t > MAX_BLEND) continue;
      let fits = true;
      for (let c = 0; c < 4 && fits; c += 1) {
        const expected = before.data[i + c]! + t * (before.data[j + c]! - before.data[i + c]!);
        fits = Math.abs(after.data[i + c]! - expected) <= CHANNEL_SLACK;
      }
      if (fits) return true;
    }
  }
  return false;
}

/** A rectangle of the capture, in its pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the capture shows pictures, and what is drawn over them. */
export interface PictureAreas {
  pictures: Box[];
  over: Box[];
}

/**
 * How far, in any channel, the average of a picture's 3×3 pixels may move when the browser draws it at the same
 * size from another decode (a cached decode of another scale, a filter of other quality): resampling moves each
 * pixel but keeps the local average; another picture, crop, tint or position does not.
 */
const RESAMPLE_SLACK = 6;

/** How far beyond its box what is drawn over a picture may reach (its shadow, its anti-aliased edge). */
const OVER_MARGIN = 4;

/**
 * Pixels strictly inside a picture (its outermost pixel stays under the usual rules: its edge on the page), less
 * what is drawn over it.
 */
function pictureMask(width: number, height: number, areas: PictureAreas): Uint8Array | undefined {
  if (!areas.pictures.length) return undefined;
  const mask = new Uint8Array(width * height);
  const paint = (box: Box, inset: number, value: number) => {
    const [x0, y0] = [Math.max(0, Math.ceil(box.x) + inset), Math.max(0, Math.ceil(box.y) + inset)];
    const x1 = Math.min(width, Math.floor(box.x + box.width) - inset);
    const y1 = Math.min(height, Math.floor(box.y + box.height) - inset);
    for (let y = y0; y < y1; y += 1) if (x1 > x0) mask.fill(value, y * width + x0, y * width + x1);
  };
  for (const picture of areas.pictures) paint(picture, 1, 1);
  for (const box of areas.over) paint(box, -OVER_MARGIN, 0);
  return mask;
}

/** Whether the picture's pixels around (x, y) average alike in both images (a resampling, not a change). */
function resampledAlike(a: Raster, b: Raster, mask: Uint8Array, x: number, y: number): boolean {
  const { width, height } = a;
  const sums = [0, 0, 0, 0];
  let n = 0;
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const [px, py] = [x + dx, y + dy];
      if (px < 0 || py < 0 || px >= width || py >= height || !mask[py * width + px]) continue;
      const i = (py * width + px) * 4;
      for (let c = 0; c < 4; c += 1) sums[c]! += a.data[i + c]! - b.data[i + c]!;
      n += 1;
    }
  }
  return sums.every((sum) => Math.abs(sum / n) <= RESAMPLE_SLACK);
}

/**
 * Pixel comparison of a capture with its baseline; each differing pixel is judged in turn:
 * 1. a blend of its colour and a neighbour's, either way: sub-pixel placement of text or an edge, forgiven;
 * 2. inside a picture (`pictures`: the page's images, less what is drawn over them), a change that keeps the local
 *    average: the browser resampled the same file another way (its lines and flat areas too), forgiven;
 * 3. on a flat run of one colour in both images (the inside of an area, a line on one background): a change however
 *    small (a token moved by one step of one channel);
 * 4. on a run along an edge, a change pixelmatch takes for anti-aliasing by brightness alone: a one-pixel border
 *    drawn between two colours;
 * 5. otherwise pixelmatch decides: anti-aliasing and differences under its threshold (rasterisation noise on edges)
 *    are forgiven, the rest is a change (an element moved by a pixel, new content).
 */
export async function compareImages(
  baseline: Buffer | string,
  actual: Buffer | string,
  pictures: PictureAreas | (() => Promise<PictureAreas>) = { pictures: [], over: [] },
): Promise<Comparison> {
  const [a, b] = await Promise.all([rgba(baseline), rgba(actual)]);
  if (a.width !== b.width || a.height !== b.height) {
    const diffPixels = Math.max(a.width * a.height, b.width * b.height);
    return { status: 'changed', diffPixels, forgiven: 0, sizeChanged: true };
  }
  if (a.data.equals(b.data)) return { status: 'unchanged', diffPixels: 0, forgiven: 0, sizeChanged: false };
  // Where the pictures are is asked only now: most captures equal their baseline and never need it.
  const areas = typeof pictures === 'function' ? await pictures() : pictures;
  // pixelmatch draws changes in red and anti-aliasing in yellow over the faded baseline.
  const diff = Buffer.alloc(a.width * a.height * 4);
  pixelmatch(a.data, b.data, diff, a.width, a.height, {
    threshold: 0.1,
    includeAA: false,
    diffColor: [230, 0, 0],
    aaColor: [255, 220, 90],
  });
  const inPicture = pictureMask(a.width, a.height, areas);
  let diffPixels = 0;
  let forgiven = 0;
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const i = (y * a.width + x) * 4;
      if (a.data.readUInt32BE(i) === b.data.readUInt32BE(i)) continue;
      const marked = diff[i] === 230 && diff[i + 1] === 0 && diff[i + 2] === 0;
      const antiAliased = diff[i] === 255 && diff[i + 1] === 220 && diff[i + 2] === 90;
      const shape = run(a, b, x, y);
      const counted =
        !blendOfNeighbour(a, b, x, y) &&
        !blendOfNeighbour(b, a, x, y) &&
        !(inPicture?.[y * a.width + x] && resampledAlike(a, b, inPicture, x, y)) &&
        (marked || shape === 'flat' || (shape === 'edge' && antiAliased));
      if (counted) {
        diffPixels += 1;
        diff.set([230, 0, 0, 255], i);
      } else {
        forgiven += 1;
        diff.set([255, 220, 90, 255], i);
      }
    }
  }
  if (diffPixels === 0) return { status: 'unchanged', diffPixels, forgiven, sizeChanged: false };
  const diffPng = await sharp(diff, { raw: { width: a.width, height: a.height, channels: 4 } })
    .png()
    .toBuffer();
  return { status: 'changed', diffPixels, forgiven, sizeChanged: false, diffPng };
}

/**
 * Baselines are stored as lossless WebP at the best effort: pixel-exact and several times smaller than PNG (written
 * only on approval). For lossless WebP the quality is the compression effort: 100 with method 6 (cwebp's `-z 9`) made
 * a sample of 100 baselines 8.6 % smaller than the default quality.
 */
export async function toBaseline(png: Buffer | string): Promise<Buffer> {
  return sharp(png).webp({ lossless: true, effort: 6, quality: 100 }).toBuffer();
}
