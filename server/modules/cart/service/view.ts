/**
 * The cart as the API answers it: every figure recomputed now by src/domain/cart-summary.ts from catalogue prices,
 * stored coupons and shipping zones, with names and labels in the shopper's locale.
 */
import type { Locale } from '@domain/locales';
import { STORE_CURRENCY } from '@domain/money';
import type { Db } from '../../../db/client';
import type { CartBody } from '../schemas';
import {
  type AttributeLabels,
  loadAttributeLabels,
  loadGalleries,
  type ProductImageRow,
} from '../repository/catalogue';
import type { CartContext } from './context';
import { effectiveMax, type PricedLine } from './lines';
import { inStructureOrder } from './structure';
import { type CartFigures, type CartNotice, addressOf } from './summary';
import type { CartRow } from '../repository/store';
import { toImage } from '../../media/images';
import { renditionsOf } from '../../media/repository';

/** A cart thumbnail is about 80 css px wide: the browser picks the smallest rendition from the srcset. */
export const CART_THUMB_SIZES = '80px';

/** Every attribute of the line with its term: the variation's own, and its 'any' ones as chosen. */
function lineTerms(line: PricedLine): Array<[string, string]> {
  const terms = { ...(line.variation?.attributes ?? {}), ...line.row.attributes };
  return Object.entries(terms).filter(([, term]) => term !== '');
}

function labelled(line: PricedLine, labels: AttributeLabels): CartBody['items'][number]['attributes'] {
  return lineTerms(line)
    .map(([attribute, term]) => ({
      attribute,
      label: labels.attributes.get(attribute)?.name ?? attribute,
      term,
      value: labels.terms.get(`${attribute}:${term}`)?.name ?? term,
      position: labels.attributes.get(attribute)?.position ?? Number.MAX_SAFE_INTEGER,
    }))
    .sort((a, b) => a.position - b.position || a.attribute.localeCompare(b.attribute))
    .map(({ position: _position, ...pair }) => pair);
}

/** The variation's own picture, else the product's picture in the line's colour, else its main picture. */
function pictureOf(
  line: PricedLine,
  labels: AttributeLabels,
  images: ProductImageRow[] | undefined,
): { assetId: number; alt: ProductImageRow['alt'] } | null {
  if (line.variation?.imageAssetId) return { assetId: line.variation.imageAssetId, alt: null };
  const termIds = new Set(lineTerms(line).map(([a, t]) => labels.terms.get(`${a}:${t}`)?.id));
  const picture = images?.find((i) => i.colourTermId !== null && termIds.has(i.colourTermId)) ?? images?.[0];
  return picture ? { assetId: picture.assetId, alt: picture.alt } : null;
}

/**
 * The answer for `cart` with `lines`, summarised as `figures`: reads only what the view adds (attribute labels and
 * pictures); `notices` come first, then those of coupons that stopped applying.
 */
export async function cartBody(
  db: Db,
  cart: CartRow | null,
  lines: PricedLine[],
  { summary, removed }: CartFigures,
  context: CartContext,
  locale: Locale,
  notices: CartNotice[],
): Promise<CartBody> {
  lines = inStructureOrder(lines);
  const allTerms = lines.flatMap(lineTerms);
  // Sequential on purpose: a transaction has one connection, and node-postgres will refuse overlapping queries on it.
  const labels = await loadAttributeLabels(
    db,
    [...new Set(allTerms.map(([a]) => a))],
    [...new Set(allTerms.map(([, t]) => t))],
    locale,
  );
  const galleries = await loadGalleries(db, [...new Set(lines.map((l) => l.product.id))]);
  const pictures = lines.map((l) => pictureOf(l, labels, galleries.images.get(l.product.id)));
  // A variation's own picture is usually one of its product's (its colour's); only others cost a query.
  const missing = pictures.flatMap((p) => (p && !galleries.renditions.has(p.assetId) ? [p.assetId] : []));
  const renditions =
    missing.length > 0
      ? new Map([...galleries.renditions, ...(await renditionsOf(db, missing))])
      : galleries.renditions;
  const items = lines.map((line, i) => {
    const picture = pictures[i];
    return {
      key: line.row.key,
      productId: line.product.id,
      variationId: line.variation?.id ?? null,
      slug: line.product.slug,
      name: line.product.name,
      attributes: labelled(line, labels),
      image: picture
        ? toImage(renditions.get(picture.assetId), picture.alt?.[locale] ?? line.product.name, CART_THUMB_SIZES)
        : null,
      unitPrice: line.unitPrice,
      regularUnitPrice: line.regularUnitPrice,
      quantity: line.row.quantity,
      limits: {
        min: line.limits.soldIndividually ? 1 : line.limits.min,
        max: effectiveMax(line.limits, line.stockCap),
        step: 1,
        soldIndividually: line.limits.soldIndividually,
      },
      subtotal: summary.lineSubtotals.get(line.row.key) ?? 0,
      stockStatus: line.stockStatus,
      available: line.available,
      role: line.row.role,
      parentKey: line.row.parentKey,
      perParent: line.row.perParent,
    };
  });
  return {
    version: cart?.version ?? 0,
    currency: STORE_CURRENCY,
    items,
    count: summary.count,
    coupons: summary.coupons,
    notices: [...notices, ...removed],
    note: cart?.note ?? '',
    customer: cart?.customer ?? null,
    shipping: {
      address: addressOf(cart),
      addressRequired: summary.shipping.addressRequired,
      packages: summary.shipping.packages.map((p) => ({
        index: p.index,
        methods: p.methods.map(({ method, cost }) => ({
          id: method.id,
          kind: method.kind,
          label: context.shipping.titles.get(method.id)?.[locale] ?? method.kind,
          cost,
        })),
        chosen: p.chosen?.id ?? null,
      })),
    },
    totals: summary.totals,
    freeShipping: summary.freeShipping,
    freeShippingClassOnly: summary.freeShippingClassOnly,
    countdown: summary.countdown
      ? { startedAt: summary.countdown.startedAt.toISOString(), endsAt: summary.countdown.endsAt.toISOString() }
      : null,
  };
}
