import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '@domain/locales';
import type { StoredBlock, StoredPicture } from '@domain/content/blocks';
import type { Db } from '../client';
import { contentPages, productImages, products } from '../schema/index';
import { storePage } from '../../modules/content/service';
import { MEDIA_PREFIX } from '../../modules/media/images';
import { renditionsOf } from '../../modules/media/repository';
import { type Craft, artisanSvg } from './artisans';
import type { BlockSeed, PageSeed, PictureSeed, SpanSeed } from './content-blocks';
import { renderSvg } from './images';
import { writeImages } from './write';
import { CONTENT_PAGES } from './content-plans';

/** The main picture's asset of each named product. */
async function mainAssets(db: Db, slugs: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ slug: products.slug, asset: productImages.assetId })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(inArray(products.slug, slugs), isNull(productImages.variationId), isNull(productImages.colourTermId)))
    .orderBy(productImages.position);
  const out = new Map<string, number>();
  for (const row of rows) if (!out.has(row.slug)) out.set(row.slug, row.asset);
  return out;
}

const CRAFT = 'craft:';

/** A picture's key: its product's slug, or `craft:<craft>` for a drawing of an artisan. */
const pictureKey = (p: PictureSeed) => (p.craft ? `${CRAFT}${p.craft}` : p.product);

/** The pictures a page's blocks show, by key. */
function pictureSlugs(blocks: BlockSeed[], into: string[] = []): string[] {
  for (const block of blocks) {
    if (block.type === 'text') into.push(...block.paragraphs.flat().flatMap((s) => (s.picture ? [s.picture] : [])));
    else if (block.type === 'image') into.push(pictureKey(block.picture));
    else if (block.type === 'gallery' || block.type === 'image-carousel') into.push(...block.pictures.map(pictureKey));
    else if (block.type === 'collapsible') pictureSlugs(block.blocks, into);
    else if (block.type === 'columns') for (const column of block.columns) pictureSlugs(column, into);
  }
  return into;
}

/** Draws the artisans the pages show and stores them (once: a picture already stored is found by its source). */
async function drawnAssets(db: Db, keys: string[], imageCacheDir?: string): Promise<Map<string, number>> {
  const crafts = keys.filter((k) => k.startsWith(CRAFT)).map((k) => k.slice(CRAFT.length) as Craft);
  const rendered = await Promise.all(
    crafts.map((craft) => renderSvg((size) => artisanSvg(craft, size), `artisan-${craft}`, imageCacheDir)),
  );
  const ids = await writeImages(db, rendered);
  return new Map(crafts.map((craft, i) => [`${CRAFT}${craft}`, ids.get(rendered[i]!.sourceHash)!]));
}

/** The seeded pictures: each product's main picture's asset, and the address of its largest file. */
interface SeedPictures {
  assets: Map<string, number>;
  files: Map<string, string>;
}

async function seedPictures(db: Db, slugs: string[], imageCacheDir?: string): Promise<SeedPictures> {
  const assets = await mainAssets(db, slugs);
  for (const [key, asset] of await drawnAssets(db, slugs, imageCacheDir)) assets.set(key, asset);
  const renditions = await renditionsOf(db, [...assets.values()]);
  const files = new Map<string, string>();
  for (const [slug, asset] of assets) {
    const largest = renditions.get(asset)?.at(-1);
    if (largest) files.set(slug, MEDIA_PREFIX + largest.filename);
  }
  return { assets, files };
}

/** One locale's blocks of a seeded page: its words in that locale, its pictures as assets. */
function blocksIn(blocks: BlockSeed[], locale: Locale, pictures: SeedPictures): StoredBlock[] {
  const { assets, files } = pictures;
  const span = ({ picture: product, ...s }: SpanSeed) => {
    if (!product) return { ...s, text: s.text[locale] };
    const href = files.get(product);
    if (href === undefined) throw new Error(`content seed: no picture file for ${product}`);
    return { ...s, text: s.text[locale], href };
  };
  const picture = (p: PictureSeed): StoredPicture => {
    const key = pictureKey(p);
    const asset = assets.get(key);
    if (asset === undefined) throw new Error(`content seed: no picture for ${key}`);
    return {
      asset,
      alt: p.alt[locale],
      ...(p.title ? { title: p.title[locale] } : {}),
      ...(p.description ? { description: p.description[locale] } : {}),
    };
  };
  return blocks.map((block): StoredBlock => {
    switch (block.type) {
      case 'heading':
        return { ...block, text: block.text[locale] };
      case 'text':
        return {
          ...block,
          paragraphs: block.paragraphs.map((spans) => spans.map(span)),
        };
      case 'image':
        return { ...block, picture: picture(block.picture) };
      case 'gallery':
        return {
          type: 'gallery',
          ...(block.title ? { title: block.title[locale] } : {}),
          pictures: block.pictures.map(picture),
        };
      case 'image-carousel':
        return { ...block, label: block.label[locale], pictures: block.pictures.map(picture) };
      case 'product-carousel':
        return { ...block, title: block.title[locale] };
      case 'collapsible':
        return { ...block, title: block.title[locale], blocks: blocksIn(block.blocks, locale, pictures) };
      case 'columns':
        return { ...block, columns: block.columns.map((column) => blocksIn(column, locale, pictures)) };
      case 'cta':
        return { ...block, text: block.text[locale] };
      case 'form':
        return {
          type: 'form',
          form: block.form,
          ...(block.popup && { popup: { button: block.popup.button[locale] } }),
        };
    }
  });
}

/** Writes the seeded content pages through the store's own check (an invalid seed fails loudly). */
export async function writeContentPages(
  db: Db,
  pages: PageSeed[] = CONTENT_PAGES,
  imageCacheDir?: string,
): Promise<void> {
  const slugs = [...new Set(pages.flatMap((page) => pictureSlugs(page.blocks)))];
  const pictures = await seedPictures(db, slugs, imageCacheDir);
  for (const [position, page] of pages.entries()) {
    const texts = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        {
          title: page.title[locale],
          description: page.description[locale],
          blocks: blocksIn(page.blocks, locale, pictures),
        },
      ]),
    );
    await storePage(db, page.slug, position, texts);
  }
}

/**
 * A demo shop seeded before content pages existed gets them on its next start. A shop without the demo
 * products they picture (the owner's own catalogue) is left alone: those pages would describe another shop.
 */
export async function writeContentPagesIfNone(db: Db, pages: PageSeed[] = CONTENT_PAGES): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contentPages);
  if ((row?.n ?? 0) > 0) return false;
  const pictured = [...new Set(pages.flatMap((page) => pictureSlugs(page.blocks)))].filter((k) => !k.startsWith(CRAFT));
  const assets = await mainAssets(db, pictured);
  if (pictured.some((slug) => !assets.has(slug))) return false;
  await writeContentPages(db, pages);
  return true;
}
