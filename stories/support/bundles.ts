/**
 * Bundles for the bundle form's stories and tests: the recorded product answers (product-cases.ts) wrapped into the
 * bundle endpoint's wire shape with rules of our own, served by a mock route for
 * `/api/catalogue/products/{id}/bundle`, and the bundle product itself. Not a story file.
 */
import type { Locale } from '@domain/locales';
import type { BundleRules } from '@domain/bundles';
import { toProduct } from '@entities/product/model/product';
import type { ProductDetail } from '@entities/product/model/types';
import { fixture } from '../../tests/support/fixtures/routes';
import { PRODUCT_CASES } from '../../tests/support/fixtures/product-cases';
import type { MockRoute } from '../../tests/support/mock-fetch';

type Wire = Record<string, unknown>;

/** The bundle product's id: no recorded product has it. */
export const BUNDLE_ID = 900;

/** The recorded products a bundle is made of: a mug on sale (11 in stock), a rug sold individually, babouches. */
export const BUNDLE_PARTS = {
  mug: PRODUCT_CASES.simple,
  rug: PRODUCT_CASES.soldIndividually,
  babouches: PRODUCT_CASES.variable,
} as const;
export type BundlePart = keyof typeof BUNDLE_PARTS;

/** Babouches in indigo, size 38: 18 in stock, on sale. Given a description of its own here. */
export const INDIGO_38 = 262;
/** Babouches in indigo, size 42: out of stock. */
export const INDIGO_42 = 266;

const BUNDLE_NAME: Record<Locale, string> = {
  en: 'Fès tea-time bundle',
  fr: 'Lot pause thé de Fès',
  ar: 'مجموعة استراحة الشاي من فاس',
};

const INDIGO_38_DESCRIPTION: Record<Locale, string> = {
  en: 'Soft goatskin lining, hand-stitched sole.',
  fr: 'Doublure en chèvre souple, semelle cousue main.',
  ar: 'بطانة ناعمة من جلد الماعز ونعل مخيط يدويًا.',
};

export interface StoryBundleItem {
  part: BundlePart;
  quantity: number;
  minQty?: number;
  maxQty?: number | null;
  variationId?: number | null;
}

export interface StoryBundle {
  rules?: Partial<BundleRules & { variables: boolean }>;
  items: StoryBundleItem[];
  /** The bundle product's own price (fixed-price bundles), minor units. */
  own?: { price: number; regularPrice: number };
  priceSuffix?: Partial<Record<Locale, string>>;
}

const NO_RULES: BundleRules & { variables: boolean } = {
  discount: 0,
  discountAmount: 0,
  fixedPrice: false,
  optional: false,
  variables: true,
  excludeUnpurchasable: false,
  min: 0,
  max: 0,
  totalMin: 0,
  totalMax: 0,
};

/** A recorded product's answer in a locale, with the story's own variation description. */
function partWire(part: BundlePart, locale: Locale): Wire {
  const wire = structuredClone(fixture<Wire>(`catalogue/product:${BUNDLE_PARTS[part]}`, locale));
  if (Array.isArray(wire.variations)) {
    for (const variation of wire.variations as Wire[]) {
      if (variation.id === INDIGO_38) variation.description = INDIGO_38_DESCRIPTION[locale];
    }
  }
  return wire;
}

/** The bundle endpoint's answer for a story bundle, in a locale. */
export function bundleWire(bundle: StoryBundle, locale: Locale): Wire {
  return {
    productId: BUNDLE_ID,
    rules: { ...NO_RULES, ...bundle.rules },
    priceSuffix: bundle.priceSuffix?.[locale] ?? '',
    own: bundle.own ?? { price: 0, regularPrice: 0 },
    items: bundle.items.map((item, index) => ({
      id: 7000 + index,
      quantity: item.quantity,
      minQty: item.minQty ?? 0,
      maxQty: item.maxQty === undefined ? 10 : item.maxQty,
      variationId: item.variationId ?? null,
      product: partWire(item.part, locale),
    })),
  };
}

/** GET /api/catalogue/products/900/bundle answered with the story's bundle in the request's locale. */
export function bundleRoute(bundle: StoryBundle): MockRoute {
  return {
    path: `/api/catalogue/products/${BUNDLE_ID}/bundle`,
    handler: (request) => {
      const locale = new URL(request.url).searchParams.get('locale');
      return { body: bundleWire(bundle, locale === 'fr' || locale === 'ar' ? locale : 'en') };
    },
  };
}

/** The bundle product: a recorded product's answer renamed, typed 'bundle', at the bundle's own price. */
export function bundleProduct(locale: Locale, own: StoryBundle['own'] = { price: 0, regularPrice: 0 }): ProductDetail {
  const base = toProduct(fixture(`catalogue/product:${PRODUCT_CASES.simple}`, locale));
  const sale = own.price < own.regularPrice ? own.price : null;
  return {
    ...base,
    id: BUNDLE_ID,
    slug: 'fes-tea-time-bundle',
    type: 'bundle',
    name: BUNDLE_NAME[locale],
    sku: 'ZL-BUNDLE-900',
    price: { regular: own.regularPrice, sale, min: own.price, max: own.price },
    onSale: sale !== null,
    stockQuantity: null,
    soldIndividually: false,
    quantity: { min: 1, max: null },
  };
}

/** A cart problem as the server words a refused bundle (problem+json). */
export function bundleProblemBody(
  code: string,
  field: string,
  params: Record<string, string | number> = {},
  status = 409,
) {
  return {
    type: `urn:zellige:problem:${code}`,
    title: 'Conflict',
    status,
    code,
    detail: 'The bundle was refused.',
    params,
    errors: [{ field, code, message: 'The bundle was refused.' }],
  };
}
