import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@app/store';
import { productApi } from '@entities/product/api';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes } from '../../../support/fixtures/routes';
import { LOOKUP_CASES, PRODUCT_CASES } from '../../../support/fixtures/product-cases';

afterEach(() => vi.unstubAllGlobals());

describe('product API', () => {
  it('fetches a product by slug in the locale asked, as the client model', async () => {
    const { calls } = mockApi(baseRoutes);
    const store = makeStore();
    const result = await store.dispatch(
      productApi.endpoints.getProduct.initiate({ slug: PRODUCT_CASES.lookup, locale: 'ar' }),
    );
    expect(new URL(calls[0]!.url).pathname + new URL(calls[0]!.url).search).toBe(
      `/api/catalogue/products/${PRODUCT_CASES.lookup}?locale=ar`,
    );
    expect(result.data?.variations).toBeNull();
    expect(result.data?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('looks a choice up with attribute_ parameters, one request for equal choices', async () => {
    const { calls } = mockApi(baseRoutes);
    const store = makeStore();
    const product = (
      await store.dispatch(productApi.endpoints.getProduct.initiate({ slug: PRODUCT_CASES.lookup, locale: 'fr' }))
    ).data!;
    const ask = (selection: Record<string, string>) =>
      store.dispatch(productApi.endpoints.getVariation.initiate({ productId: product.id, locale: 'fr', selection }));
    const first = await ask({ size: 'eu-40', colour: 'terracotta' });
    const again = await ask({ colour: 'terracotta', size: 'eu-40' });
    expect(first.data).toMatchObject({ attributes: LOOKUP_CASES.available, isPurchasable: true });
    expect(again.data).toEqual(first.data);
    const lookups = calls.filter((c) => c.url.includes('/variation'));
    expect(lookups).toHaveLength(1);
    expect(new URL(lookups[0]!.url).search).toBe('?locale=fr&attribute_colour=terracotta&attribute_size=eu-40');
    expect((await ask(LOOKUP_CASES.hidden)).data).toBeNull();
  });

  it('reports an unknown product with its problem code', async () => {
    mockApi(baseRoutes);
    const store = makeStore();
    const result = await store.dispatch(
      productApi.endpoints.getProduct.initiate({ slug: 'no-such-product', locale: 'en' }),
    );
    expect(result.error).toMatchObject({ status: 404, code: 'product_not_found' });
  });
});
