import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../../vite-plugins/csp-nonce';
import { DEFAULT_RATE_LIMITS } from '../../server/config';
import { buildTestApp, setCookies, startSession } from './support/app';
import { signIn } from './support/cart-client';
import { rendererFixture } from './support/page-renderer';
import { type TestDatabase, databases, openTestDatabase } from './support/test-db';

/**
 * A stand-in renderer that draws what the real one would take from its inputs: the store's notice text (from the
 * settings, which the database holds), the cookies it was given, and the session's token when it read one. Pages
 * under /fr/cart/ show the shopper's own; a page under /fr/form/ asks for a form token (an answer no cache may keep).
 * Every rendering is counted in globalThis.renders.
 */
const ENTRY = `
import { PassThrough } from 'node:stream';
export const ready = Promise.resolve();
export const isSharedPage = (path) => !path.startsWith('/fr/cart/');
export async function renderPage({ url, fetch, nonce, cookies, shared }) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  const settings = await (await fetch('http://shop.test/api/settings')).json();
  const session = shared ? null : await (await fetch('http://shop.test/api/session')).json();
  if (url.includes('/form/')) await fetch('http://shop.test/api/captcha');
  const body = new PassThrough();
  const style = (id, css) => '<style data-emotion="zltr ' + id + '" nonce="' + nonce + '">' + css + '</style>';
  body.end('<main>' + style('a1', '.a{color:red}') + '<p class="a">notice ' + settings.notices.storeNotice.text.fr +
    '</p>' + style('b2', '.b{color:blue}') + '<p class="b">cookies [' + cookies + ']</p></main>');
  return {
    status: url.includes('missing') ? 404 : 200,
    redirect: null,
    locale: 'fr',
    head: '<title>Rendered</title>',
    timing: { dataMs: 1, shellMs: 1 },
    modules: [],
    body,
    data: () => '<script type="application/json" id="zellige-data">' +
      JSON.stringify({ token: session ? session.csrfToken : null }) + '</script>',
  };
}
export function errorPage(pathname, nonce, kind = 'failed') {
  return { locale: 'fr', html: '<!doctype html><html><body><h1>' + kind + '</h1></body></html>' };
}
`;

const renders = () => (globalThis as { renders?: number }).renders ?? 0;
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))![1]!;
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(databases)('pages kept for every visitor on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let root: string;
  let clientDir: string;
  const setNotice = (text: string) =>
    db.handle.db.execute(
      sql`insert into settings (key, value) values ('notices', ${JSON.stringify({ storeNotice: { text: { fr: text } } })}::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );

  beforeAll(async () => {
    ({ root, clientDir } = rendererFixture(ENTRY));
    db = await openTestDatabase(kind, { seed: false });
    app = await buildTestApp(db.handle, { clientDir, publicUrl: 'http://shop.test:8080' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => setNotice('first'));

  it('renders a visitor’s page once and sends it to the next with a fresh nonce, a tag and no cookie', async () => {
    const before = renders();
    const first = await app.inject({ url: '/fr/kept/' });
    const second = await app.inject({ url: '/fr/kept/' });
    expect(renders() - before).toBe(1);
    expect(first.headers['server-timing']).toContain('cache;desc="miss"');
    expect(second.headers['server-timing']).toBe('cache;desc="hit"');
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(setCookies(response)).toEqual([]);
      expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      // Emotion's tags gathered into one, in their order, with this answer's nonce.
      expect(response.body).toContain(
        `<style data-emotion="zltr a1 b2" nonce="${nonceOf(response.headers['content-security-policy'])}">` +
          '.a{color:red}.b{color:blue}</style><p class="a">',
      );
      expect(response.body).toContain('"token":null');
    }
    expect(nonceOf(first.headers['content-security-policy'])).not.toBe(
      nonceOf(second.headers['content-security-policy']),
    );
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
    expect(second.headers.etag).toBe(first.headers.etag);

    // The tag held: a bodiless 304 without a policy, so the copy held keeps the one its nonce belongs to.
    const revalidated = await app.inject({
      url: '/fr/kept/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('never gives one visitor another’s counts, list key, session or token', async () => {
    const a = await startSession(app);
    const b = await startSession(app);
    const pageFor = async (cookie: string) => (await app.inject({ url: '/fr/two-carts/', headers: { cookie } })).body;
    const mine = await pageFor(`${a.cookie}; zellige_cart_count=2; wishlist_key=K7QX2M; wishlist_count=1; other=x`);
    const theirs = await pageFor(`${b.cookie}; zellige_cart_count=5`);
    expect(mine).toContain('cookies [wishlist_count=1; wishlist_key=1; zellige_cart_count=2]');
    expect(theirs).toContain('cookies [zellige_cart_count=5]');
    for (const [page, other] of [
      [mine, b],
      [theirs, a],
    ] as const) {
      expect(page).not.toContain(other.cookie.split('=')[1]);
      expect(page).not.toContain(other.csrfToken);
    }
    for (const page of [mine, theirs]) {
      expect(page).not.toContain(a.csrfToken);
      expect(page).not.toContain(b.csrfToken);
      expect(page).not.toContain('K7QX2M');
    }
    // A third visitor whose counts agree with the first's gets the first's page, kept.
    const third = await app.inject({
      url: '/fr/two-carts/',
      headers: { cookie: 'wishlist_count=1; zellige_cart_count=2; wishlist_key=ZZZZZZ' },
    });
    expect(third.headers['server-timing']).toBe('cache;desc="hit"');
  });

  it('shows a change committed to the database at the next request, however it was written', async () => {
    expect((await app.inject({ url: '/fr/changing/' })).body).toContain('notice first');
    expect((await app.inject({ url: '/fr/changing/' })).headers['server-timing']).toBe('cache;desc="hit"');
    // Written behind the shop's back (another instance, a script): only the database knows.
    await setNotice('second');
    const after = await app.inject({ url: '/fr/changing/' });
    expect(after.headers['server-timing']).toContain('cache;desc="miss"');
    expect(after.body).toContain('notice second');
    expect(after.body).not.toContain('notice first');
  });

  it('keeps pages per instance, each dropping them when another instance changes the data', async () => {
    const other = await buildTestApp(db.handle, { clientDir, publicUrl: 'http://shop.test:8080' });
    try {
      await app.inject({ url: '/fr/instances/' });
      await other.inject({ url: '/fr/instances/' });
      await setNotice('from another instance');
      for (const instance of [app, other]) {
        expect((await instance.inject({ url: '/fr/instances/' })).body).toContain('notice from another instance');
      }
    } finally {
      await other.close();
    }
  });

  it('renders a signed-in customer’s page for them alone, and the shopper’s own pages each time', async () => {
    const visitor = await startSession(app);
    await signIn(db.handle.db, { ...visitor } as never, 41);
    const before = renders();
    for (let i = 0; i < 2; i++) {
      const page = await app.inject({ url: '/fr/kept-for-visitors/', headers: { cookie: visitor.cookie } });
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(`"token":"${visitor.csrfToken}"`);
      const cart = await app.inject({ url: '/fr/cart/' });
      expect(cart.headers['cache-control']).toBe('no-store');
    }
    expect(renders() - before).toBe(4);
    // A visitor after them gets a page with no token.
    expect((await app.inject({ url: '/fr/kept-for-visitors/' })).body).toContain('"token":null');
  });

  it('renders for the visitor a page that turned out to hold an answer of theirs, and keeps none', async () => {
    for (let i = 0; i < 2; i++) {
      const page = await app.inject({ url: '/fr/form/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['server-timing']).not.toContain('cache;');
    }
  });

  it('serves a rendered page, never an error or a stale one, when the version cannot be read', async () => {
    await app.inject({ url: '/fr/unreadable/' });
    // Changed, then the version taken away before this instance read it.
    await setNotice('while unreadable');
    await db.handle.db.execute(sql`alter table data_version rename to data_version_away`);
    try {
      const page = await app.inject({ url: '/fr/unreadable/' });
      expect(page.statusCode).toBe(200);
      // (PGlite's version comes from its notices, which the change sent: there it is not read, so never unreadable.)
      if (kind === 'postgres') expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('notice while unreadable');
    } finally {
      await db.handle.db.execute(sql`alter table data_version_away rename to data_version`);
    }
    expect((await app.inject({ url: '/fr/unreadable/' })).body).toContain('notice while unreadable');
  });

  it('counts against the pages’ limit only the pages it renders', async () => {
    const limited = await buildTestApp(db.handle, {
      clientDir,
      publicUrl: 'http://shop.test:8080',
      rateLimit: { ...DEFAULT_RATE_LIMITS, pages: { max: 2, timeWindow: 60_000 } },
    });
    try {
      for (let i = 0; i < 20; i++) {
        const page = await limited.inject({ url: '/fr/popular/', remoteAddress: '203.0.113.5' });
        expect(page.statusCode, `page ${i + 1}`).toBe(200);
      }
      expect((await limited.inject({ url: '/fr/second/', remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
      expect((await limited.inject({ url: '/fr/third/', remoteAddress: '203.0.113.5' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts every rendering of a page that turned out to be the visitor’s own', async () => {
    const limited = await buildTestApp(db.handle, {
      clientDir,
      publicUrl: 'http://shop.test:8080',
      rateLimit: { ...DEFAULT_RATE_LIMITS, pages: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const ask = () => limited.inject({ url: '/fr/form/limited/', remoteAddress: '203.0.113.6' });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('sends a kept page compressed once, with this answer’s nonce, as one valid gzip stream', async () => {
    const plain = await app.inject({ url: '/fr/compressed/' });
    const zipped = await app.inject({ url: '/fr/compressed/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('cookie, accept-encoding');
    const html = gunzipSync(zipped.rawPayload).toString('utf8');
    expect(html).toContain(`nonce="${nonceOf(zipped.headers['content-security-policy'])}"`);
    expect(withoutNonces(html)).toBe(withoutNonces(plain.body));
  });

  it('shares one rendering among the requests that wait for it', async () => {
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 10 }, () => app.inject({ url: '/fr/crowd/' })));
    expect(pages.map((page) => page.statusCode)).toEqual(Array(10).fill(200));
    expect(renders() - before).toBe(1);
  });
});
