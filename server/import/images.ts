import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { RENDITION_WIDTHS } from '@domain/media';
import type { RenderedImage } from '../db/seed/images';

/** A picture fetched and turned into the shop's renditions, or why it could not be. */
export type FetchedImage = { ok: true; image: RenderedImage } | { ok: false; reason: string };

const MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
// Photographs, unlike the seed's drawings: lossy WebP at a quality that keeps their detail.
const WEBP = { quality: 80, effort: 4 } as const;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** An answer worth asking again for: the server was busy or failed, not a picture that is not there. */
class Transient extends Error {}
const ATTEMPTS = 3;

async function download(url: string): Promise<Buffer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await downloadOnce(url);
    } catch (err) {
      // A dropped connection (a kept-alive socket the server closed as it was reused), a 5xx or 429: tried again.
      // A refused connection, an unknown host or a timeout is not: without network, each would cost the file.
      const code = (err as { cause?: { code?: string } }).cause?.code;
      const transient = err instanceof Transient || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
      if (!transient || attempt >= ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

async function downloadOnce(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  if (response.status >= 500 || response.status === 429) throw new Transient(`HTTP ${response.status}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES / 1024 / 1024} MB`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES / 1024 / 1024} MB`);
  return bytes;
}

/**
 * Square renditions in the shop's widths, cropped to the centre as the shop's cards and gallery show pictures; never
 * enlarged: a source narrower than a width gets no rendition of it (its own size when below the narrowest).
 */
export async function renderPhoto(bytes: Buffer, baseName: string): Promise<RenderedImage> {
  const meta = await sharp(bytes).metadata();
  const side = Math.min(meta.width ?? 0, meta.height ?? 0);
  if (!side) throw new Error('not an image');
  const widths: number[] = RENDITION_WIDTHS.filter((w) => w <= side);
  if (widths.length === 0) widths.push(side);
  const sourceHash = sha256(`${sha256(bytes)}|photo|${JSON.stringify(WEBP)}|${widths.join(',')}`);
  const renditions = await Promise.all(
    widths.map(async (width) => {
      const out = await sharp(bytes).rotate().resize(width, width, { fit: 'cover' }).webp(WEBP).toBuffer();
      return {
        width,
        height: width,
        mime: 'image/webp' as const,
        bytes: out,
        filename: `${baseName}-${width}-${sha256(out).slice(0, 12)}.webp`,
      };
    }),
  );
  const widest = widths[widths.length - 1] as number;
  return { sourceHash, width: widest, height: widest, renditions };
}

/** Fetches each address once per import: products sharing a picture share its renditions. */
export class ImageFetcher {
  private readonly seen = new Map<string, Promise<FetchedImage>>();

  constructor(private readonly fetchBytes: (url: string) => Promise<Buffer> = download) {}

  get(url: string, baseName: string): Promise<FetchedImage> {
    let pending = this.seen.get(url);
    if (!pending) {
      pending = this.load(url, baseName);
      this.seen.set(url, pending);
    }
    return pending;
  }

  private async load(url: string, baseName: string): Promise<FetchedImage> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { ok: false, reason: 'not an address' };
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      return { ok: false, reason: 'not an http address' };
    let bytes: Buffer;
    try {
      bytes = await this.fetchBytes(parsed.href);
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      return { ok: false, reason: `not reachable (${err instanceof Error ? err.message : String(err)}${cause})` };
    }
    try {
      return { ok: true, image: await renderPhoto(bytes, baseName) };
    } catch {
      return { ok: false, reason: 'not an image' };
    }
  }
}
