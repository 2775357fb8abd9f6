/**
 * A small catalogue whose every figure the cart tests know: one product per state the cart must handle, the seed's
 * coupons and shipping zones (server/db/seed/commerce.ts) and a few coupons for the refusals the seed lacks.
 */
import type { Db } from '../../../server/db/client';
import {
  attributeTerms,
  attributeTranslations,
  attributes,
  coupons,
  media,
  mediaAssets,
  productAttributes,
  productImages,
  productTerms,
  productTranslations,
  products,
  termTranslations,
  variations,
} from '../../../server/db/schema/index';
import { writeCommerce } from '../../../server/db/seed/extras';

type Stock = { stockStatus?: 'instock' | 'outofstock' | 'onbackorder'; stockQuantity?: number | null };
interface ProductFixture extends Stock {
  slug: string;
  name: string;
  price: number;
  sale?: number;
  purchasable?: boolean;
  soldIndividually?: boolean;
  sku?: string;
}

const SIMPLE: ProductFixture[] = [
  { slug: 'mug', name: 'Mug', price: 10_000, sku: 'ZL-MUG-001' },
  { slug: 'plate', name: 'Plate', price: 25_000, sale: 20_000 },
  { slug: 'lamp', name: 'Lamp', price: 40_000, stockQuantity: 3 },
  { slug: 'pouf', name: 'Pouf', price: 60_000, soldIndividually: true },
  { slug: 'vase', name: 'Vase', price: 15_000, stockStatus: 'outofstock', stockQuantity: 0 },
  { slug: 'bowl', name: 'Bowl', price: 8_000, purchasable: false },
  { slug: 'tray', name: 'Tray', price: 5_000, stockStatus: 'onbackorder', stockQuantity: 0 },
];

export interface CartFixtures {
  product: Record<string, number>;
  /** Rug variations: indigo-small (min 2, max 6), indigo-any (size left as 'any'), terracotta-small (out of stock),
   *  terracotta-large (not purchasable), saffron-any (hidden), indigo-large (2 in stock). */
  variation: Record<
    'indigoSmall' | 'indigoAny' | 'terracottaSmall' | 'terracottaLarge' | 'saffronHidden' | 'indigoLarge',
    number
  >;
  otherRugVariation: number;
  mugImage: string;
}

const names = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar) عربي` });

async function insertProduct(db: Db, p: ProductFixture & { type?: 'simple' | 'variable' }): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      slug: p.slug,
      type: p.type ?? 'simple',
      sku: p.sku ?? null,
      regularPrice: p.price,
      salePrice: p.sale ?? null,
      stockStatus: p.stockStatus ?? 'instock',
      stockQuantity: p.stockQuantity ?? null,
      purchasable: p.purchasable ?? true,
      soldIndividually: p.soldIndividually ?? false,
    })
    .returning({ id: products.id });
  const n = names(p.name);
  await db
    .insert(productTranslations)
    .values((['fr', 'en', 'ar'] as const).map((locale) => ({ productId: row!.id, locale, name: n[locale] })));
  return row!.id;
}

async function insertAttribute(db: Db, slug: string, type: 'select' | 'colour', position: number, terms: string[]) {
  const [attr] = await db.insert(attributes).values({ slug, type, position }).returning({ id: attributes.id });
  const n = names(slug === 'colour' ? 'Colour' : 'Size');
  await db
    .insert(attributeTranslations)
    .values((['fr', 'en', 'ar'] as const).map((locale) => ({ attributeId: attr!.id, locale, name: n[locale] })));
  const ids: Record<string, number> = {};
  for (const [i, term] of terms.entries()) {
    const [t] = await db
      .insert(attributeTerms)
      .values({ attributeId: attr!.id, slug: term, position: i })
      .returning({ id: attributeTerms.id });
    ids[term] = t!.id;
    const tn = names(term[0]!.toUpperCase() + term.slice(1));
    await db
      .insert(termTranslations)
      .values((['fr', 'en', 'ar'] as const).map((locale) => ({ termId: t!.id, locale, name: tn[locale] })));
  }
  return { id: attr!.id, terms: ids };
}

async function insertImage(db: Db, productId: number, name: string, colourTermId: number | null): Promise<string> {
  const [asset] = await db
    .insert(mediaAssets)
    .values({ sourceHash: `fixture-${name}`, width: 1200, height: 1200 })
    .returning({ id: mediaAssets.id });
  for (const width of [300, 600]) {
    await db.insert(media).values({
      assetId: asset!.id,
      filename: `${name}-${width}.webp`,
      mime: 'image/webp',
      width,
      height: width,
      byteSize: 4,
      bytes: Buffer.from('RIFF'),
    });
  }
  await db.insert(productImages).values({
    productId,
    assetId: asset!.id,
    colourTermId,
    position: colourTermId ? 1 : 0,
    alt: names(`${name} picture`),
  });
  return `/media/${name}-600.webp`;
}

export async function seedCartFixtures(db: Db): Promise<CartFixtures> {
  const product: Record<string, number> = {};
  for (const p of SIMPLE) product[p.slug] = await insertProduct(db, p);
  const colour = await insertAttribute(db, 'colour', 'colour', 0, ['indigo', 'terracotta', 'saffron']);
  const size = await insertAttribute(db, 'size', 'select', 1, ['small', 'large']);
  const rug = await insertProduct(db, { slug: 'rug', name: 'Rug', price: 30_000, type: 'variable' });
  product.rug = rug;
  const otherRug = await insertProduct(db, { slug: 'other-rug', name: 'Other rug', price: 30_000, type: 'variable' });
  product.otherRug = otherRug;
  for (const [position, attr] of [colour, size].entries()) {
    await db
      .insert(productAttributes)
      .values({ productId: rug, attributeId: attr.id, position, usedForVariations: true });
  }
  // The rug comes in indigo and terracotta (saffron only as a hidden variation), small and large.
  for (const termId of [colour.terms.indigo!, colour.terms.terracotta!, size.terms.small!, size.terms.large!]) {
    await db.insert(productTerms).values({ productId: rug, termId });
  }
  const addVariation = async (
    productId: number,
    attrs: Record<string, string>,
    extra: Partial<typeof variations.$inferInsert> = {},
  ) => {
    const [v] = await db
      .insert(variations)
      .values({ productId, attributes: attrs, regularPrice: 30_000, ...extra })
      .returning({ id: variations.id });
    return v!.id;
  };
  const variation = {
    indigoSmall: await addVariation(rug, { colour: 'indigo', size: 'small' }, { minQty: 2, maxQty: 6 }),
    indigoAny: await addVariation(rug, { colour: 'indigo', size: '' }, { regularPrice: 35_000, salePrice: 31_500 }),
    terracottaSmall: await addVariation(
      rug,
      { colour: 'terracotta', size: 'small' },
      { stockStatus: 'outofstock', stockQuantity: 0 },
    ),
    terracottaLarge: await addVariation(rug, { colour: 'terracotta', size: 'large' }, { purchasable: false }),
    saffronHidden: await addVariation(rug, { colour: 'saffron', size: '' }, { visible: false }),
    indigoLarge: await addVariation(
      rug,
      { colour: 'indigo', size: 'large' },
      { stockQuantity: 2, regularPrice: 32_000 },
    ),
  };
  const otherRugVariation = await addVariation(otherRug, { colour: 'indigo' });
  const mugImage = await insertImage(db, product.mug!, 'mug', null);
  await insertImage(db, rug, 'rug', null);
  await insertImage(db, rug, 'rug-indigo', colour.terms.indigo!);

  // The seed's coupons (mug20 covers the mug through its SKU) and its four shipping zones.
  await writeCommerce(db, new Map([['ZL-MUG-001', product.mug!]]));
  await db.insert(coupons).values([
    { code: 'solo', kind: 'percent', amount: 5, individualUse: true },
    { code: 'petit', kind: 'fixed_cart', amount: 1_000, maximumSpend: 20_000 },
    { code: 'fixe', kind: 'fixed_cart', amount: 1_500 },
    { code: 'rugonly', kind: 'percent', amount: 10, productIds: [rug] },
  ]);
  return { product, variation, otherRugVariation, mugImage };
}
