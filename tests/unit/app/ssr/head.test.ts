import { describe, expect, it } from 'vitest';
import { canonicalPath, headTags } from '@app/ssr/head';
import { fontPreloads } from '@app/ssr/fonts';
import { bootstrapData, failedQueryStatus } from '@app/ssr/bootstrap';
import { makeStore, type RootState } from '@app/store';

const url = new URL('https://shop.test/fr/category/ceramics/page/2/?orderby=price&s=tajine');

describe('the head of a server-rendered page', () => {
  it('keeps only the search in the canonical address, and ends paths with a slash', () => {
    expect(canonicalPath(url)).toBe('/fr/category/ceramics/page/2/?s=tajine');
    expect(canonicalPath(new URL('https://shop.test/ar/shop?orderby=date'))).toBe('/ar/shop/');
  });

  it('writes title, description, canonical, an alternate per locale, Open Graph and escaped JSON-LD', () => {
    const tags = headTags({
      head: {
        title: 'Mugs & "bols" – Zellige',
        description: 'Faits <main>',
        type: 'product',
        image: '/media/mug.webp',
        structuredData: (origin) => [{ '@type': 'Product', name: '</script><script>alert(1)</script>', origin }],
      },
      status: 200,
      url,
      locale: 'fr',
      imagePreload: { src: '/media/a-600.webp', srcSet: '/media/a-300.webp 300w', sizes: '100vw' },
      fonts: ['/assets/inter.woff2'],
    });
    expect(tags).toContain('<title>Mugs &#38; &#34;bols&#34; – Zellige</title>');
    expect(tags).toContain('<meta name="description" content="Faits &#60;main&#62;">');
    expect(tags).toContain('<link rel="canonical" href="https://shop.test/fr/category/ceramics/page/2/?s=tajine"');
    for (const [lang, prefix] of [
      ['fr', 'fr'],
      ['en', 'en'],
      ['ar', 'ar'],
      ['x-default', 'fr'],
    ]) {
      expect(tags).toContain(
        `hreflang="${lang}" href="https://shop.test/${prefix}/category/ceramics/page/2/?s=tajine"`,
      );
    }
    expect(tags).toContain('<meta property="og:image" content="https://shop.test/media/mug.webp"');
    expect(tags).toContain('<meta property="og:locale" content="fr_MA"');
    // Nothing in the data can close its <script> element.
    expect(tags).not.toContain('</script><script>');
    expect(tags).toContain('"origin":"https://shop.test"');
    expect(tags).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/a-600.webp" imagesrcset="/media/a-300.webp 300w" imagesizes="100vw">',
    );
    expect(tags).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">');
    // The largest image is asked for before the fonts, which must not hold it back.
    expect(tags.indexOf('as="image"')).toBeLessThan(tags.indexOf('as="font"'));
  });

  it("preloads every weight the first screen draws in the locale's scripts: Latin, and in Arabic Arabic too", () => {
    const files = (locale: 'fr' | 'en' | 'ar') => fontPreloads(locale).map((url) => url.split('/').pop());
    const latin = [400, 500, 700].map((weight) => expect.stringMatching(`^inter-latin-${weight}-normal`));
    const arabic = [400, 500, 700].map((weight) => expect.stringMatching(`^noto-sans-arabic-core-${weight}`));
    expect(files('fr')).toEqual(latin);
    expect(files('en')).toEqual(latin);
    expect(files('ar')).toEqual([...arabic, ...latin]);
  });

  it('marks a page that is not 200 noindex, without canonical or alternates', () => {
    const tags = headTags({
      head: { title: 'Page introuvable' },
      status: 404,
      url,
      locale: 'fr',
      imagePreload: null,
      fonts: [],
    });
    expect(tags).toContain('<meta name="robots" content="noindex"');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('hreflang');
  });
});

describe('the data a page hands its client', () => {
  it('is JSON that no text inside can end early', () => {
    const empty = makeStore().getState();
    const answer = { status: 'fulfilled', data: { name: '</script>\u2028' } } as never;
    const state: RootState = { ...empty, api: { ...empty.api, queries: { q: answer } } };
    const data = bootstrapData(state, 'ar', ['src/a.tsx']);
    expect(data).not.toContain('</script>');
    expect(data).not.toContain('\u2028');
    expect(JSON.parse(data)).toMatchObject({
      locale: 'ar',
      modules: ['src/a.tsx'],
      state: { api: { queries: { q: { data: { name: '</script>\u2028' } } } } },
    });
  });

  it('reports 500 when an answer the page needed failed on the server, not when it was a 404', () => {
    const state = makeStore().getState();
    const withQuery = (error: unknown): RootState => ({
      ...state,
      api: { ...state.api, queries: { q: { status: 'rejected', error } as never } },
    });
    expect(failedQueryStatus(state)).toBe(0);
    expect(failedQueryStatus(withQuery({ status: 404, code: 'product_not_found' }))).toBe(0);
    expect(failedQueryStatus(withQuery({ status: 503, code: 'unavailable' }))).toBe(500);
    expect(failedQueryStatus(withQuery({ status: 'FETCH_ERROR', code: 'network' }))).toBe(500);
  });
});
