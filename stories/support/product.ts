/**
 * Products for the product page's stories: the recorded product answers (tests/support/fixtures/product-cases.ts
 * says what each shows), in the story's locale, as the client models them. Not a story file.
 */
import type { Locale } from '@domain/locales';
import { toProduct } from '@entities/product/model/product';
import type { ProductDetail } from '@entities/product/model/types';
import { fixture } from '../../tests/support/fixtures/routes';
import { PRODUCT_CASES } from '../../tests/support/fixtures/product-cases';
import type { MockRoute } from '../../tests/support/mock-fetch';

export type ProductCase = keyof typeof PRODUCT_CASES;

export const productSlug = (which: ProductCase): string => PRODUCT_CASES[which];

export function storyProduct(which: ProductCase, locale: Locale): ProductDetail {
  return toProduct(fixture(`catalogue/product:${PRODUCT_CASES[which]}`, locale));
}

/** Add to cart answered with the recorded full cart, or with a recorded problem. */
export function addToCartRoute(problem?: 'variation_required'): MockRoute {
  return {
    method: 'POST',
    path: '/api/cart/items',
    handler: (request) => {
      const locale = new URL(request.url).searchParams.get('locale');
      const l = locale === 'fr' || locale === 'ar' ? locale : 'en';
      if (!problem) return { body: fixture('cart:full', l) };
      const body = fixture<{ status: number }>(`cart:problem:${problem}`, l);
      return { status: body.status, body };
    },
  };
}

/** Add to cart refused for lack of stock, as the server words it (a problem with the units left). */
export const insufficientStockRoute: MockRoute = {
  method: 'POST',
  path: '/api/cart/items',
  status: 409,
  body: {
    type: 'urn:zellige:problem:insufficient_stock',
    title: 'Conflict',
    status: 409,
    code: 'insufficient_stock',
    detail: 'Not enough stock.',
    params: { available: 2, inCart: 0 },
    errors: [{ field: 'body.quantity', code: 'insufficient_stock', message: 'Not enough stock.' }],
  },
};
