import type { Locale } from '@domain/locales';
import { saleEndsAt } from '@domain/pricing';
import { type GalleryImage, maxPurchaseQuantity } from '@domain/variations/index';
import type { Db } from '../../../db/client';
import type { ProductDetail } from '../schemas';
import { type CatalogueMeta, ancestorsOf, loadCatalogueMeta } from '../../listing/repository/meta';
import { productCards } from '../../listing/repository/cards';
import { groupedPrice, ownPrice } from '../../listing/repository/card-price';
import { externalFields } from '../../listing/repository/external';
import {
  groupedChildIds,
  loadProductAttributes,
  loadProductImages,
  loadProductRow,
  loadVisibleVariations,
  productCategoryIds,
} from '../repository/product';
import { VARIATION_LIST_LIMIT, dimensionsOf, galleryImages, paragraphs, toVariation } from './shape';
import { productNotFound } from './variation';

/** The deepest of the product's categories (the most precise breadcrumb), with its ancestors, root first. */
async function breadcrumbOf(db: Db, productId: number, meta: CatalogueMeta) {
  const ids = await productCategoryIds(db, productId);
  let best: { category: CatalogueMeta['categories'][number]; ancestors: CatalogueMeta['categories'] } | null = null;
  for (const category of meta.categories) {
    if (!ids.has(category.id)) continue;
    const ancestors = ancestorsOf(meta, category);
    if (!best || ancestors.length > best.ancestors.length) best = { category, ancestors };
  }
  return best ? [...best.ancestors, best.category].map(({ slug, name }) => ({ slug, name })) : [];
}

/**
 * Everything the product page and the quick view show (and the variations form needs): text, price, stock, limits, breadcrumb, attributes with their swatches, the gallery, and the
 * variations — the whole visible list, or false above VARIATION_LIST_LIMIT (the client then asks /variation).
 */
export async function productDetail(db: Db, slug: string, locale: Locale, now = new Date()): Promise<ProductDetail> {
  const product = await loadProductRow(db, { slug }, locale);
  if (!product) throw productNotFound('params.slug', `No product '${slug}'.`);
  const [meta, attributes, imageRows, variationRows, groupedItems] = await Promise.all([
    loadCatalogueMeta(db, locale),
    loadProductAttributes(db, product.id, locale),
    loadProductImages(db, product.id),
    product.type === 'variable' ? loadVisibleVariations(db, product.id) : Promise.resolve([]),
    product.type === 'grouped'
      ? groupedChildIds(db, product.id).then((ids) => productCards(db, ids, locale, now))
      : Promise.resolve([]),
  ]);
  const listed = variationRows.length <= VARIATION_LIST_LIMIT ? variationRows : null;
  const visibleIds = new Set(variationRows.map((v) => v.id));
  const productRows = imageRows.filter((r) => r.variationId === null);
  const variationImageRows = imageRows.filter((r) => r.variationId !== null && visibleIds.has(r.variationId));
  const assetIds = [
    ...imageRows.map((r) => r.assetId),
    ...(listed ?? []).flatMap((v) => (v.imageAssetId === null ? [] : [v.imageAssetId])),
  ];
  const [image, breadcrumb] = await Promise.all([
    galleryImages(db, assetIds, imageRows, locale, product.name),
    breadcrumbOf(db, product.id, meta),
  ]);

  // The gallery in position order: position 0 is the main picture, the one the product's card shows too.
  const gallery: GalleryImage[] = [];
  for (const row of productRows) {
    const picture = image(row.assetId);
    if (picture && !gallery.some((g) => g.id === picture.id)) gallery.push(picture);
  }
  const variationImages: Record<string, GalleryImage[]> = {};
  for (const row of variationImageRows) {
    const picture = image(row.assetId);
    if (picture) (variationImages[String(row.variationId)] ??= []).push(picture);
  }
  const colourPicture = new Map(
    productRows.flatMap((r) => (r.colourTermId === null ? [] : [[r.colourTermId, r.assetId] as const])).reverse(),
  );
  // A grouped product is priced by its children, as its card is (a grouped child is not priced, as on the card).
  const { price, onSale } =
    product.type === 'grouped'
      ? groupedPrice(groupedItems.filter((c) => c.type !== 'grouped'))
      : ownPrice(product.type, product, variationRows, now);
  const dimensionsMm = dimensionsOf(product);
  const inGallery = (assetId: number | undefined) =>
    assetId !== undefined && gallery.some((g) => g.id === assetId) ? assetId : null;

  return {
    id: product.id,
    slug: product.slug,
    type: product.type,
    name: product.name,
    shortDescription: paragraphs(product.shortDescription),
    description: paragraphs(product.description),
    textLocale: product.textLocale,
    sku: product.sku,
    price,
    onSale,
    saleEndsAt: saleEndsAt(variationRows.length ? variationRows : [product], now)?.toISOString() ?? null,
    stockStatus: product.stockStatus,
    stockQuantity: product.stockQuantity,
    purchasable: product.purchasable,
    soldIndividually: product.soldIndividually,
    quantity: { min: 1, max: maxPurchaseQuantity({ ...product, maxQty: null }) },
    weightGrams: product.weightGrams,
    dimensionsMm,
    rating: { average: product.ratingAverage, count: product.ratingCount },
    breadcrumb,
    attributes: attributes.map((a) => ({
      slug: a.slug,
      name: a.name,
      type: a.type,
      usedForVariations: a.usedForVariations,
      visible: a.visible,
      terms: a.terms.map((t) => ({
        slug: t.slug,
        name: t.name,
        swatch: t.swatch,
        imageId: inGallery(colourPicture.get(t.id)),
      })),
    })),
    gallery,
    variations: listed
      ? listed.map((row) => toVariation(row, { product: { ...product, dimensionsMm }, locale, now, image }))
      : false,
    variationCount: variationRows.length,
    variationImages,
    ...externalFields(product),
    groupedItems,
  };
}
