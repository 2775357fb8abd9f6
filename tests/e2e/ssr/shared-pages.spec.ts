import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { waitForHydration } from '@harness/routes';

/**
 * A product page is drawn once for every visitor and kept by the server: it holds nothing of a shopper's own (no
 * session, no CSRF token), only the counts their cookies say, so two shoppers with two carts each see their own count
 * and never the other's token; the session arrives after hydration and a write works at once.
 */

async function simpleProduct(request: APIRequestContext): Promise<{ slug: string; id: number }> {
  const home = (await (await request.get('/api/catalogue/home?locale=fr')).json()) as {
    featured: { slug: string; type: string; id: number }[];
  };
  return home.featured.find((product) => product.type === 'simple')!;
}

/** A shopper in a browser of their own with `quantity` of the product in their cart, added through the API. */
async function shopperWith(browser: Browser, baseURL: string, productId: number, quantity: number) {
  const context = await browser.newContext({ baseURL });
  const session = (await (await context.request.get('/api/session')).json()) as { csrfToken: string };
  const added = await context.request.post('/api/cart/items?locale=fr', {
    headers: { 'x-csrf-token': session.csrfToken, origin: baseURL },
    data: { productId, quantity },
  });
  expect(added.status()).toBe(200);
  return { context, csrfToken: session.csrfToken };
}

test('two shoppers with two carts share the kept product page, each with their own count', async ({
  browser,
  baseURL,
  request,
}) => {
  const product = await simpleProduct(request);
  const path = `/fr/product/${product.slug}/`;
  const amina = await shopperWith(browser, baseURL!, product.id, 2);
  const youssef = await shopperWith(browser, baseURL!, product.id, 3);
  try {
    const aminaPage = await amina.context.newPage();
    const first = await aminaPage.goto(path);
    const youssefPage = await youssef.context.newPage();
    const second = await youssefPage.goto(path);
    for (const response of [first!, second!]) {
      expect(response.headers()['cache-control']).toBe('public, no-cache');
      const text = await response.text();
      expect(text).not.toContain(amina.csrfToken);
      expect(text).not.toContain(youssef.csrfToken);
    }
    await waitForHydration(aminaPage);
    await waitForHydration(youssefPage);
    await expect(aminaPage.getByRole('button', { name: 'Panier, 2 articles' })).toBeVisible();
    await expect(youssefPage.getByRole('button', { name: 'Panier, 3 articles' })).toBeVisible();

    // A third shopper whose count agrees with Amina's is sent the page kept for hers.
    const third = await shopperWith(browser, baseURL!, product.id, 2);
    const kept = await third.context.request.get(path);
    expect(kept.headers()['server-timing']).toBe('cache;desc="hit"');
    await third.context.close();

    // The session came after hydration: an add from the page goes through with its token.
    await aminaPage.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    // (The drawer the add opens hides the header from assistive technology meanwhile.)
    await expect(aminaPage.getByRole('button', { name: 'Panier, 3 articles', includeHidden: true })).toBeAttached();
  } finally {
    await amina.context.close();
    await youssef.context.close();
  }
});
