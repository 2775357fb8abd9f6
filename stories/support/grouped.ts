/**
 * A grouped product and two external products for the stories, made from the recorded answers (the seed has
 * neither type): the simple product's answer retyped, its grouped products the fixture cards of a simple product, a
 * variable product and an out-of-stock one. Not a story file.
 */
import { isLocale, type Locale } from '@domain/locales';
import type { ProductCardData } from '@features/catalogue/model/types';
import { fixture } from '../../tests/support/fixtures/routes';
import type { MockRoute } from '../../tests/support/mock-fetch';
import { featuredProduct, PRODUCT } from './api';
import { productSlug } from './product';

export const GROUPED_SLUG = 'fes-tea-set';
export const EXTERNAL_SLUG = 'handwoven-loom-from-the-atlas';
export const EXTERNAL_PLAIN_SLUG = 'weaving-shuttle-from-the-atlas';
export const EXTERNAL_URL = 'https://weavers.example/loom';

const NAMES: Record<string, Record<Locale, string>> = {
  [GROUPED_SLUG]: { en: 'Fes tea set', fr: 'Service à thé de Fès', ar: 'طقم شاي من فاس' },
  [EXTERNAL_SLUG]: {
    en: 'Handwoven loom from the Atlas',
    fr: 'Métier à tisser de l’Atlas',
    ar: 'نول منسوج يدويًا من الأطلس',
  },
  [EXTERNAL_PLAIN_SLUG]: {
    en: 'Weaving shuttle from the Atlas',
    fr: 'Navette de tissage de l’Atlas',
    ar: 'مكوك نسيج من الأطلس',
  },
};

/** The external product's own button words, per locale (as a shop writes them). */
const BUTTON_TEXT: Record<Locale, string> = {
  en: 'Buy from the weavers’ cooperative',
  fr: 'Acheter à la coopérative des tisserands',
  ar: 'اشترِ من تعاونية النساجين',
};

/** The grouped product's products: a simple one, a variable one, one out of stock. */
export function groupedItems(locale: Locale): ProductCardData[] {
  return [
    { ...featuredProduct(locale, PRODUCT.plain), externalUrl: null, buttonText: null },
    { ...featuredProduct(locale, PRODUCT.variable), externalUrl: null, buttonText: null },
    { ...featuredProduct(locale, PRODUCT.onSale), stockStatus: 'outofstock', externalUrl: null, buttonText: null },
  ];
}

const low = (cards: ProductCardData[]) => Math.min(...cards.map((c) => c.price.min));
const high = (cards: ProductCardData[]) => Math.max(...cards.map((c) => c.price.max));

/** The product answer of one of the three, in a locale. */
export function wireProduct(slug: string, locale: Locale): Record<string, unknown> {
  const base = structuredClone(fixture<Record<string, unknown>>(`catalogue/product:${productSlug('simple')}`, locale));
  const common = { ...base, slug, name: NAMES[slug]![locale], purchasable: false, saleEndsAt: null, sku: null };
  if (slug === GROUPED_SLUG) {
    const items = groupedItems(locale);
    const [min, max] = [low(items), high(items)];
    return {
      ...common,
      type: 'grouped',
      price: { regular: min, sale: null, min, max },
      onSale: false,
      externalUrl: null,
      buttonText: null,
      groupedItems: items,
    };
  }
  return {
    ...common,
    type: 'external',
    price: { regular: 180_000, sale: null, min: 180_000, max: 180_000 },
    onSale: false,
    externalUrl: slug === EXTERNAL_SLUG ? EXTERNAL_URL : 'https://weavers.example/shuttle',
    buttonText: slug === EXTERNAL_SLUG ? BUTTON_TEXT[locale] : null,
    groupedItems: [],
  };
}

/** A card of one of the three, as a listing sends it. */
export function typedCard(slug: string, locale: Locale): ProductCardData {
  const wire = wireProduct(slug, locale) as { id: number; price: ProductCardData['price'] } & Record<string, unknown>;
  const picture = featuredProduct(locale, PRODUCT.plain).image;
  return {
    ...featuredProduct(locale, PRODUCT.plain),
    id: slug === GROUPED_SLUG ? 9001 : slug === EXTERNAL_SLUG ? 9002 : 9003,
    slug,
    type: wire.type as ProductCardData['type'],
    name: NAMES[slug]![locale],
    price: wire.price,
    onSale: false,
    rating: { average: 0, count: 0 },
    image: picture,
    colours: [],
    options: [],
    externalUrl: (wire.externalUrl as string | null) ?? null,
    buttonText: (wire.buttonText as string | null) ?? null,
  };
}

/** GET /api/catalogue/products/{slug} answered with the made-up product, in the request's locale. */
export function typedProductRoute(slug: string): MockRoute {
  return {
    method: 'GET',
    path: `/api/catalogue/products/${slug}`,
    handler: (request) => {
      const locale = new URL(request.url).searchParams.get('locale');
      return { body: wireProduct(slug, isLocale(locale) ? locale : 'en') };
    },
  };
}
