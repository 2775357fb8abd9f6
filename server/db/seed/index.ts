import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { products } from '../schema/index';
import { COLOURS } from './attributes';
import { writeBoughtTogether } from './bought-together';
import { writeBundles } from './bundles';
import { writeContentPages } from './content';
import { writeForms } from './forms';
import { flattenCategories } from './categories';
import { writeCommerce, writeSettings } from './extras';
import { type RenderedImage, renderAll, renderImage } from './images';
import { planCatalogue } from './plan';
import type { ImagePlan } from './products';
import { refreshProductPrices } from '../prices';
import { rebuildSearchWords } from '../../modules/search/repository';
import { writeSearchHistory } from './search-history';
import { MOTIFS } from './svg';
import { writeAttributes, writeCategories, writeImages, writeProducts } from './write';

export interface SeedOptions {
  /** Shrinks the demo catalogue (0–1]; tests of unrelated behaviour may use less than the full 163 products. */
  scale?: number;
  /** Keeps encoded pictures between runs (see renderImage). */
  imageCacheDir?: string;
  log?: (message: string) => void;
}

export interface SeedReport {
  products: number;
  images: number;
  renderMs: number;
  writeMs: number;
}

function categoryImagePlans(): Array<{ slug: string; plan: ImagePlan }> {
  return flattenCategories().map((c, i) => ({
    slug: c.slug,
    plan: {
      spec: {
        silhouette: c.silhouette,
        motif: MOTIFS[i % MOTIFS.length]!,
        colour: c.colour,
        accent: COLOURS[i % COLOURS.length]!.swatch!,
        tiles: 4,
        rotation: 0,
      },
      baseName: `category-${c.slug}`,
      alt: c.name,
      colourSlug: null,
    },
  }));
}

/** How often a seed that draws its pictures says how far it is. */
const PROGRESS_EVERY_MS = 5000;

/**
 * Seeds the demo shop: attributes, category tree, products with variations and pictures, coupons, shipping,
 * settings, bundles and 'bought together' lists, and the derived search and price data. Pictures are rendered first (CPU), then everything is written in one transaction, so a failed seed
 * leaves an empty database and `seedIfEmpty` tries again on the next start.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const log = options.log ?? (() => undefined);
  const plans = planCatalogue(undefined, options.scale ?? 1);
  const categoryImages = categoryImagePlans();
  const imagePlans = [...categoryImages.map((c) => c.plan), ...plans.flatMap((p) => p.images)];

  const renderStart = Date.now();
  // A first start draws for a minute or more: say so, and how far it is, so nobody waits in silence.
  log(`seeding the demo shop: drawing ${imagePlans.length} pictures…`);
  let reported = renderStart;
  const rendered = await renderAll(imagePlans, (plan) => renderImage(plan.spec, plan.baseName, options.imageCacheDir), {
    onProgress: (done, total) => {
      if (done < total && Date.now() - reported < PROGRESS_EVERY_MS) return;
      reported = Date.now();
      log(`drawn ${done} of ${total} pictures (${Math.floor((100 * done) / total)} %)`);
    },
  });
  const renderMs = Date.now() - renderStart;
  log(`rendered ${rendered.length} pictures in ${renderMs} ms`);
  const renderedOf = new Map<ImagePlan, RenderedImage>(imagePlans.map((plan, i) => [plan, rendered[i]!]));

  const writeStart = Date.now();
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const terms = await writeAttributes(txDb);
    const assets = await writeImages(txDb, rendered);
    const assetOf = (plan: ImagePlan) => assets.get(renderedOf.get(plan)!.sourceHash)!;
    const categoryImage = new Map(categoryImages.map((c) => [c.slug, assetOf(c.plan)]));
    const categoryIds = await writeCategories(txDb, flattenCategories(), (slug) => categoryImage.get(slug) ?? null);
    const productIds = await writeProducts(txDb, plans, { terms, categories: categoryIds, assetOf });
    await writeCommerce(txDb, productIds);
    await writeSettings(txDb);
    // Composed of the products above and priced with the settings: written after both, so nothing else moves.
    await writeBundles(txDb);
    await writeBoughtTogether(txDb);
    await writeContentPages(txDb, undefined, options.imageCacheDir);
    await writeForms(txDb);
    // Derived data the listing reads: current prices, the 'did you mean' dictionary, a search history.
    await refreshProductPrices(txDb);
    await rebuildSearchWords(txDb);
    await writeSearchHistory(txDb);
  });
  const writeMs = Date.now() - writeStart;
  log(`wrote ${plans.length} products in ${writeMs} ms`);
  return { products: plans.length, images: rendered.length, renderMs, writeMs };
}

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return (row?.n ?? 0) === 0;
}

/** First start: seeds the demo shop when there is no product yet. Returns the report, or null when it did nothing. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedReport | null> {
  if (!(await catalogueIsEmpty(db))) return null;
  return seedDemo(db, options);
}
