import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { attributeTerms, attributes, categories, products } from '../schema/index';
import { colour } from './attributes';
import { flattenCategories } from './categories';
import { renderAll, renderImage } from './images';
import { type SeedOptions, catalogueIsEmpty, seedIfEmpty } from './index';
import { type ImagePlan, type ProductPlan, planProduct } from './products';
import { refreshProductPrices } from '../prices';
import { rebuildSearchWords } from '../../modules/search/repository';
import { createRng } from './rng';
import { MOTIFS } from './svg';
import { type TermIds, writeImages, writeProducts } from './write';

const CHUNK = 1000;
const POOL_PER_CATEGORY = 3;
const SYNTHETIC_EPOCH = Date.UTC(2024, 0, 1);

async function loadTermIds(db: Db): Promise<TermIds> {
  const rows = await db
    .select({
      attributeId: attributes.id,
      attribute: attributes.slug,
      termId: attributeTerms.id,
      term: attributeTerms.slug,
    })
    .from(attributeTerms)
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId));
  const ids: TermIds = { attribute: new Map(), term: new Map() };
  for (const r of rows) {
    ids.attribute.set(r.attribute, r.attributeId);
    ids.term.set(`${r.attribute}:${r.term}`, r.termId);
  }
  return ids;
}

async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return row?.n ?? 0;
}

/**
 * Grows the catalogue to `target` products for benchmarks (10 000, 100 000…). The extra products come from the
 * same recipes as the demo, with serial slugs and SKUs, inserted in batches. They do not get pictures of their
 * own: each points at a small shared pool (a few per category), so a large catalogue costs seconds, not hours.
 */
export async function seedSynthetic(
  db: Db,
  target: number,
  options: SeedOptions = {},
): Promise<{ added: number; ms: number }> {
  const start = Date.now();
  const log = options.log ?? (() => undefined);
  if (await catalogueIsEmpty(db)) await seedIfEmpty(db, options);
  const existing = await countProducts(db);
  const toAdd = target - existing;
  if (toAdd <= 0) return { added: 0, ms: Date.now() - start };

  const leaves = flattenCategories().filter((c) => c.recipe);
  const pool = leaves.flatMap((leaf) =>
    Array.from({ length: POOL_PER_CATEGORY }, (_, i): ImagePlan & { category: string } => ({
      category: leaf.slug,
      spec: {
        silhouette: leaf.silhouette,
        motif: MOTIFS[i % MOTIFS.length]!,
        colour: colour(leaf.recipe!.colours[i % leaf.recipe!.colours.length]!).swatch!,
        accent: '#d99a1b',
        tiles: 4,
        rotation: 0,
      },
      baseName: `pool-${leaf.slug}-${i + 1}`,
      alt: leaf.name,
      colourSlug: null,
    })),
  );
  const rendered = await renderAll(pool, (p) => renderImage(p.spec, p.baseName, options.imageCacheDir));
  const assets = await writeImages(db, rendered);
  const poolAssets = new Map<string, number[]>();
  pool.forEach((p, i) =>
    poolAssets.set(p.category, [...(poolAssets.get(p.category) ?? []), assets.get(rendered[i]!.sourceHash)!]),
  );

  const terms = await loadTermIds(db);
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIds = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const rng = createRng(0x5eed + existing);
  const assetOfPlan = new Map<ImagePlan, number>();

  for (let done = 0; done < toAdd; done += CHUNK) {
    const plans: ProductPlan[] = [];
    for (let i = done; i < Math.min(done + CHUNK, toAdd); i++) {
      const serial = existing + i + 1;
      const leaf = leaves[i % leaves.length]!;
      const plan = planProduct(rng, leaf, leaf.recipe!, serial, null, new Date(SYNTHETIC_EPOCH - serial * 60_000));
      const sku = `ZL-SYN-${String(serial).padStart(6, '0')}`;
      for (const v of plan.variations) v.sku = v.sku.replace(plan.sku, sku);
      plan.sku = sku;
      plan.slug = `${plan.slug}-${serial}`;
      const shared = poolAssets.get(leaf.slug)!;
      const image: ImagePlan = { ...plan.images[0]!, colourSlug: null };
      assetOfPlan.set(image, shared[serial % shared.length]!);
      plan.images = [image];
      plans.push(plan);
    }
    await db.transaction(async (tx) => {
      await writeProducts(tx as unknown as Db, plans, {
        terms,
        categories: categoryIds,
        assetOf: (img) => assetOfPlan.get(img)!,
      });
    });
    for (const p of plans) assetOfPlan.delete(p.images[0]!);
    log(`synthetic products: ${Math.min(done + CHUNK, toAdd)} / ${toAdd}`);
  }
  await refreshProductPrices(db);
  await rebuildSearchWords(db);
  log('synthetic products: prices and search dictionary refreshed');
  return { added: toAdd, ms: Date.now() - start };
}
