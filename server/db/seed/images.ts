import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { RENDITION_WIDTHS } from '@domain/media';

// The seed makes each picture once: libvips' operation cache would only hold memory.
sharp.cache(false);
import { type PatternSpec, patternSvg } from './svg';

// Square renditions are made for every picture in the domain's widths (RENDITION_WIDTHS, every 150 px from 300 to
// 1200): the card uses 600 as src and srcset lists them all. The master is the widest.
const MASTER = Math.max(...RENDITION_WIDTHS);
// The pictures are drawings in flat tones: their light and shade are tones of their own, never a blur. Each rendition
// is quantised to a palette of at most 256 colours without dithering (as few as reach `quality`: imagequant's measure,
// at which a drawing's tones and its edges' blends stay what they were) and stored losslessly: sharp edges and exact
// flat areas, half the bytes of lossy WebP at quality 70, whose noise also made every screenshot showing them heavy.
// The speeds are what a first start can afford: 387 pictures in seven sizes each.
const PALETTE = { quality: 80, quantiseEffort: 1, webpEffort: 1, webpQuality: 25 } as const;

export interface Rendition {
  width: number;
  height: number;
  mime: 'image/webp';
  bytes: Buffer;
  /** Content-hashed, so the URL can be cached forever. */
  filename: string;
}

export interface RenderedImage {
  sourceHash: string;
  width: number;
  height: number;
  renditions: Rendition[];
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

async function encode(svg: string): Promise<Buffer[]> {
  // Rasterise once at full size, then resize the pixels: three SVG renders would cost three times as much.
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    RENDITION_WIDTHS.map(async (w) => {
      const pipeline = sharp(data, raw);
      const sized = w === MASTER ? pipeline : pipeline.resize(w, w);
      const indexed = await sized
        .png({
          palette: true,
          quality: PALETTE.quality,
          dither: 0,
          effort: PALETTE.quantiseEffort,
          compressionLevel: 0,
        })
        .toBuffer();
      return sharp(indexed)
        .webp({ lossless: true, effort: PALETTE.webpEffort, quality: PALETTE.webpQuality })
        .toBuffer();
    }),
  );
}

/**
 * Renders one picture in every size. `cacheDir` (optional) keeps the encoded files between runs, keyed by the SVG:
 * the output is deterministic, so tests and re-seeds can skip the encoding without changing a byte.
 */
export async function renderImage(spec: PatternSpec, baseName: string, cacheDir?: string): Promise<RenderedImage> {
  return renderSvg((size) => patternSvg(spec, size), baseName, cacheDir);
}

/** Renders any of the seed's drawings (`draw` gives its SVG at a size in pixels) in every size, as `renderImage`. */
export async function renderSvg(
  draw: (size: number) => string,
  baseName: string,
  cacheDir?: string,
): Promise<RenderedImage> {
  const svg = draw(MASTER);
  const sourceHash = sha256(`${svg}|${JSON.stringify(PALETTE)}|${RENDITION_WIDTHS.join(',')}`);
  let buffers: Buffer[] | undefined;
  if (cacheDir) {
    buffers = await Promise.all(RENDITION_WIDTHS.map((w) => readFile(join(cacheDir, `${sourceHash}-${w}.webp`)))).catch(
      () => undefined,
    );
  }
  if (!buffers) {
    buffers = await encode(svg);
    if (cacheDir) {
      await mkdir(cacheDir, { recursive: true });
      // Written aside and renamed: another seed, in this process or another, never reads half a file; each write
      // has an aside of its own, so two seeds drawing the same picture at once do not rename each other's.
      await Promise.all(
        buffers.map(async (b, i) => {
          const file = join(cacheDir, `${sourceHash}-${RENDITION_WIDTHS[i]}.webp`);
          const aside = `${file}.${process.pid}.${randomUUID()}.tmp`;
          await writeFile(aside, b);
          await rename(aside, file);
        }),
      );
    }
  }
  const renditions = buffers.map((bytes, i) => {
    const width = RENDITION_WIDTHS[i] as number;
    return {
      width,
      height: width,
      mime: 'image/webp' as const,
      bytes,
      filename: `${baseName}-${width}-${sha256(bytes).slice(0, 12)}.webp`,
    };
  });
  return { sourceHash, width: MASTER, height: MASTER, renditions };
}

/** Renders many pictures, a few at a time (sharp works off the main thread; more than the cores only queues). */
export interface RenderAllOptions {
  concurrency?: number;
  /** Called as each picture is done: how many are, of how many. */
  onProgress?: (done: number, total: number) => void;
}

export async function renderAll<T>(
  items: T[],
  render: (item: T) => Promise<RenderedImage>,
  { concurrency = Math.max(1, availableParallelism()), onProgress }: RenderAllOptions = {},
): Promise<RenderedImage[]> {
  const out: RenderedImage[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await render(items[i] as T);
      done += 1;
      onProgress?.(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}
