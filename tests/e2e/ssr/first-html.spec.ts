import { request as rawHttp } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What the server's first HTML carries, read without a browser (as a search engine or a link preview would): the
 * page in the right language and direction, its status, its head, and nothing of another shopper.
 */

async function productSlug(request: APIRequestContext): Promise<{ slug: string; category: string }> {
  const home = (await (await request.get('/api/catalogue/home?locale=fr')).json()) as {
    categories: { slug: string }[];
    featured: { slug: string; type: string }[];
  };
  const simple = home.featured.find((product) => product.type === 'simple') ?? home.featured[0]!;
  return { slug: simple.slug, category: home.categories[0]!.slug };
}

/** A GET with its path sent byte for byte (a browser or Playwright would read '//host/' as another host). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = rawHttp({ host: hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), text: await response.text(), headers: response.headers() };
}

test.describe('first HTML', () => {
  test('every page is rendered on the server in its locale, with lang, dir and title in the first bytes', async ({
    request,
  }) => {
    const { slug, category } = await productSlug(request);
    for (const locale of ['fr', 'en', 'ar'] as const) {
      for (const path of [
        '/',
        '/shop/',
        `/category/${category}/`,
        `/product/${slug}/`,
        '/cart/',
        '/wishlist/',
        '/shop/?s=tajine',
      ]) {
        const page = await html(request, `/${locale}${path}`);
        expect(page.status, `/${locale}${path}`).toBe(200);
        expect(page.text).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
        expect(page.text).toMatch(/<title>[^<]+<\/title>/);
        // The page itself, not an empty shell: the header, the main region and a heading.
        expect(page.text).toMatch(/<main[^>]*id="main"/);
        expect(page.text).toMatch(/<h1[^>]*>/);
        expect(page.text).toContain('id="zellige-data"');
      }
    }
  });

  test('unknown products, categories, locales and pages are real 404 pages; /page/1 redirects', async ({ request }) => {
    for (const path of ['/fr/product/no-such-thing/', '/fr/category/no-such-thing/', '/xx/', '/fr/nowhere/']) {
      const page = await html(request, path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain('<meta name="robots" content="noindex"');
      expect(page.text, path).toMatch(/<h1[^>]*>(Page introuvable|Page not found)<\/h1>/);
    }
    // Paths that a URL parser would read as another host lead to this shop's own path, which is not found.
    for (const [path, own] of [
      ['//anything/', '/anything/'],
      ['/\\anything', '/anything'],
      ['//evil.example/fr/', '/evil.example/fr/'],
      ['/\\evil.example/fr/?a=1', '/evil.example/fr/?a=1'],
    ] as const) {
      const moved = await rawGet(test.info().project.use.baseURL!, path);
      expect(moved.status, path).toBe(301);
      expect(moved.location, path).toBe(own);
      const page = await html(request, own);
      expect(page.status, own).toBe(404);
      expect(page.text, own).toContain('<meta name="robots" content="noindex"');
    }
    const paged = await html(request, '/fr/shop/page/1/?orderby=price');
    expect(paged.status).toBe(301);
    expect(paged.headers.location).toBe('/fr/shop/?orderby=price');
  });

  test("the home page carries the blocks of the shop's 'home' page, whose own address leads to it", async ({
    request,
  }) => {
    const stored = (await (await request.get('/api/pages/home?locale=ar')).json()) as {
      blocks: { type: string; text?: string }[];
    };
    const heading = stored.blocks.find((b) => b.type === 'heading')!.text!;
    expect((await html(request, '/ar/')).text).toContain(heading);
    const moved = await html(request, '/ar/home/');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/ar/');
  });

  test('a product page carries its description, canonical, alternates, Open Graph, JSON-LD and preloads', async ({
    request,
  }) => {
    const { slug } = await productSlug(request);
    const page = await html(request, `/ar/product/${slug}/`);
    const origin = new URL(page.text.match(/<link rel="canonical" href="([^"]+)"/)![1]!).origin;
    expect(page.text).toContain(`<link rel="canonical" href="${origin}/ar/product/${slug}/"`);
    for (const locale of ['fr', 'en', 'ar', 'x-default']) {
      const target = locale === 'x-default' ? 'fr' : locale;
      expect(page.text).toContain(`hreflang="${locale}" href="${origin}/${target}/product/${slug}/"`);
    }
    expect(page.text).toMatch(/<meta name="description" content="[^"]+">/);
    expect(page.text).toContain('<meta property="og:type" content="product"');
    expect(page.text).toMatch(/<meta property="og:image" content="http[^"]+\/media\/[^"]+"/);
    const jsonLd = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const product = jsonLd.find((data) => data['@type'] === 'Product') as { offers: Record<string, string> };
    expect(product.offers.priceCurrency).toBe('MAD');
    expect(Number(product.offers.price ?? product.offers.lowPrice)).toBeGreaterThan(0);
    const trail = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] };
    expect(trail.itemListElement.length).toBeGreaterThanOrEqual(2);
    // The largest image and the first screen's font are asked for from the head.
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+" imagesrcset=/);
    expect(head).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/noto-sans-arabic/,
    );
    // The messages are not repeated in every page: their chunk (cached across pages) comes with the client's code.
    const data = JSON.parse(page.text.match(/<script type="application\/json" id="zellige-data">(.*?)<\/script>/)![1]!);
    expect(data).not.toHaveProperty('messages');
    const loader = /\("(\/assets\/shell-[\w-]+\.js)",(\[[^\]]*\])\)/.exec(page.text)!;
    const preloads = JSON.parse(loader[2]!) as string[];
    expect(preloads.some((file) => /^\/assets\/ar-[\w-]+\.js$/.test(file))).toBe(true);
    // Each chunk once, the entry only as the script.
    expect(new Set(preloads).size).toBe(preloads.length);
    expect(preloads).not.toContain(loader[1]);
  });

  test('a product’s JSON-LD names its brand, condition, shipping and returns, and its trail is the visible breadcrumb', async ({
    request,
  }) => {
    const { slug } = await productSlug(request);
    const page = await html(request, `/fr/product/${slug}/`);
    const jsonLd = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const product = jsonLd.find((data) => data['@type'] === 'Product') as {
      brand: unknown;
      offers: {
        itemCondition: string;
        shippingDetails: { shippingDestination: { addressCountry: string }[] }[];
        hasMerchantReturnPolicy: unknown;
      };
    };
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'Zellige' });
    expect(product.offers.itemCondition).toBe('https://schema.org/NewCondition');
    const destinations = product.offers.shippingDetails.flatMap((d) =>
      d.shippingDestination.map((r) => r.addressCountry),
    );
    expect(destinations).toContain('MA');
    expect(product.offers.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 14 });
    // The trail search engines get is the one the shopper sees, link for link.
    const trail = (jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] })
      .itemListElement;
    const nav = page.text.match(/<nav[^>]*class="[^"]*MuiBreadcrumbs-root[^"]*"[^>]*>(.*?)<\/nav>/)![1]!;
    const visible = [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(trail.map((step) => new URL(step.item).pathname)).toEqual([...visible, `/fr/product/${slug}/`]);
  });

  test('the home page says who the shop is and how to search it', async ({ request }) => {
    const page = await html(request, '/en/');
    const types = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
    );
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  test('private pages and search results are kept out of the index, without a canonical address', async ({
    request,
  }) => {
    const { slug } = await productSlug(request);
    for (const path of ['/fr/cart/', '/fr/checkout/', '/ar/wishlist/', '/en/my-account/', '/fr/shop/?s=tajine']) {
      const page = await html(request, path);
      const head = page.text.slice(0, page.text.indexOf('</head>'));
      expect(head, path).toContain('<meta name="robots" content="noindex"');
      expect(head, path).not.toContain('rel="canonical"');
    }
    for (const path of ['/fr/', '/fr/shop/', `/fr/product/${slug}/`]) {
      const head = (await html(request, path)).text.split('</head>')[0]!;
      expect(head, path).not.toContain('noindex');
      expect(head, path).toContain('rel="canonical"');
    }
  });

  test('a product’s title stays within what search results show', async ({ request }) => {
    const products: { slug: string; name: string }[] = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const listing = (await (
        await request.get(`/api/catalogue/listing?locale=fr&per_page=100&page=${page}`)
      ).json()) as {
        pageCount: number;
        items: { slug: string; name: string }[];
      };
      pages = listing.pageCount;
      products.push(...listing.items);
    }
    const longest = products.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    expect(longest.name.length + ' | Zellige'.length).toBeGreaterThan(60);
    const title = (await html(request, `/fr/product/${longest.slug}/`)).text.match(/<title>([^<]+)<\/title>/)![1]!;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith('| Zellige')).toBe(true);
  });

  test('a listing carries its BreadcrumbList', async ({ request }) => {
    const { category } = await productSlug(request);
    const page = await html(request, `/en/category/${category}/`);
    expect(page.text).toMatch(
      /<script type="application\/ld\+json" data-page-head>\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList"/,
    );
  });

  test("one shopper's cart never appears in another shopper's HTML", async ({ playwright, baseURL }) => {
    const { slug } = await productSlug(await playwright.request.newContext({ baseURL }));
    const first = await playwright.request.newContext({ baseURL });
    const session = (await (await first.get('/api/session')).json()) as { csrfToken: string };
    const product = (await (await first.get(`/api/catalogue/products/${slug}?locale=fr`)).json()) as {
      id: number;
      name: string;
    };
    const added = await first.post('/api/cart/items?locale=fr', {
      headers: { 'x-csrf-token': session.csrfToken, origin: baseURL! },
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.status()).toBe(200);
    const mine = await (await first.get('/fr/cart/')).text();
    expect(mine).toContain(product.name);
    expect(mine).toContain(session.csrfToken);

    const second = await playwright.request.newContext({ baseURL });
    const theirs = await second.get('/fr/cart/');
    expect(theirs.headers()['cache-control']).toBe('no-store');
    const text = await theirs.text();
    expect(text).not.toContain(product.name);
    expect(text).not.toContain(session.csrfToken);
    await first.dispose();
    await second.dispose();
  });
});
