/**
 * What the bundle page and the bought-together block read: the rules, and every item as the product page has it
 * (price, stock, attributes and variations), so the client prices and checks with the same domain rules as the cart.
 */
import { parseNewPrice, formatNewPrice } from '@domain/bundles';
import type { Locale } from '@domain/locales';
import { activePrice } from '@domain/pricing';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../http/problems';
import { loadProductRow } from '../product/repository/product';
import { productDetail } from '../product/service/detail';
import { productNotFound } from '../product/service/variation';
import type { BoughtTogether, Bundle } from './schemas';
import {
  loadBlockSettings,
  loadBundleItems,
  loadBundleRow,
  loadCompanions,
  rulesOf,
  variationsWithList,
} from './repository';

const notABundle = (productId: number) =>
  new HttpProblem(404, 'bundle_not_found', `Product ${productId} is not a bundle.`, {
    errors: [{ field: 'params.id', code: 'not_found', message: 'This product is not a bundle.' }],
  });

/** One after the other: the items share the connection anyway, and a bundle has a handful. */
async function details<T extends { slug: string }>(db: Db, rows: T[], locale: Locale, now: Date) {
  const out: Array<T & { product: Awaited<ReturnType<typeof productDetail>> }> = [];
  for (const row of rows) out.push({ ...row, product: await productDetail(db, row.slug, locale, now) });
  return out;
}

export async function bundleOf(db: Db, productId: number, locale: Locale, now = new Date()): Promise<Bundle> {
  const product = await loadProductRow(db, { id: productId }, locale);
  if (!product) throw productNotFound('params.id', `No product ${productId}.`);
  const bundle = await loadBundleRow(db, productId);
  if (!bundle || product.type !== 'bundle') throw notABundle(productId);
  const items = await details(db, await loadBundleItems(db, productId), locale, now);
  return {
    productId,
    rules: { ...rulesOf(bundle), variables: bundle.variables },
    priceSuffix: bundle.priceSuffix?.[locale] ?? '',
    own: { price: activePrice(product, now), regularPrice: product.regularPrice },
    items: items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      minQty: i.minQty,
      maxQty: i.maxQty,
      variationId: i.variationId,
      product: i.product,
    })),
  };
}

/**
 * A product's companions: the list of `variationId` when that variation has one of its own, else the product's.
 * A product without companions answers an empty list.
 */
export async function boughtTogetherOf(
  db: Db,
  productId: number,
  variationId: number | null,
  locale: Locale,
  now = new Date(),
): Promise<BoughtTogether> {
  const product = await loadProductRow(db, { id: productId }, locale);
  if (!product) throw productNotFound('params.id', `No product ${productId}.`);
  const [own, settings] = await Promise.all([variationsWithList(db, productId), loadBlockSettings(db, productId)]);
  const listOf = variationId !== null && own.includes(variationId) ? variationId : null;
  const items = await details(db, await loadCompanions(db, productId, listOf), locale, now);
  return {
    productId,
    variationId: listOf,
    variationsWithList: own,
    settings: {
      selection: settings?.selection ?? 'multiple',
      atcButton: settings?.atcButton ?? 'main',
      optional: settings?.optional ?? false,
      syncQty: settings?.syncQty ?? false,
      showPriceTotal: settings?.showPriceTotal ?? false,
      pricing: settings?.pricingRegular ? 'regular_price' : 'sale_price',
      ignoreThis: settings?.ignoreThis ?? false,
      thisNewPrice: formatNewPrice(parseNewPrice(settings?.thisNewPrice)),
      layout: (settings?.layout as BoughtTogether['settings']['layout'] | undefined) ?? null,
      variables: settings?.variables ?? true,
      priceSuffix: settings?.priceSuffix?.[locale] ?? '',
      position: settings?.position ?? null,
    },
    items: items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      newPrice: formatNewPrice(parseNewPrice(i.newPrice)),
      priceSuffix: i.priceSuffix?.[locale] ?? '',
      checked: i.checked,
      product: i.product,
    })),
  };
}
