import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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
// Quality ~70. The big rendition is encoded with the least effort (it dominates the seed time and is only fetched
// for zoom); the sizes that cards load get a little more effort, which makes them about a third smaller.
const WEBP = { quality: 70, effortLarge: 0, effortSmall: 2 } as const;

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
    RENDITION_WIDTHS.map((w) => {
      const pipeline = sharp(data, raw);
      if (w === MASTER) return pipeline.webp({ quality: WEBP.quality, effort: WEBP.effortLarge }).toBuffer();
      return pipeline.resize(w, w).webp({ quality: WEBP.quality, effort: WEBP.effortSmall }).toBuffer();
    }),
  );
}

/**
 * Renders one picture in every size. `cacheDir` (optional) keeps the encoded files between runs, keyed by the SVG:
 * the output is deterministic, so tests and re-seeds can skip the encoding without changing a byte.
 */
export async function renderImage(spec: PatternSpec, baseName: string, cacheDir?: string): Promise<RenderedImage> {
  const svg = patternSvg(spec, MASTER);
  const sourceHash = sha256(`${svg}|${JSON.stringify(WEBP)}|${RENDITION_WIDTHS.join(',')}`);
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
      await Promise.all(
        buffers.map((b, i) => writeFile(join(cacheDir, `${sourceHash}-${RENDITION_WIDTHS[i]}.webp`), b)),
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
export async function renderAll<T>(
  items: T[],
  render: (item: T) => Promise<RenderedImage>,
  concurrency = Math.max(1, availableParallelism()),
): Promise<RenderedImage[]> {
  const out: RenderedImage[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await render(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}
