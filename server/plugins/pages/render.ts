import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageCookies } from '@domain/page-cookies';
import { CSP_NONCE_PLACEHOLDER } from '../../../vite-plugins/csp-nonce';
import { WARM_INTL_SOURCE } from '../../../vite-plugins/warm-intl';
import { allows, etagOf, notModified } from '../../http/etag';
import { cspWithNonce, newNonce } from '../security';
import { localiseHtml } from '../html';
import { SESSION_COOKIE } from '../session';
import { type Drawn, PageCache, type SharedPage } from './cache';
import { deflatePiece, gzipAnswer } from './gzip';
import { inProcessFetch, newJar } from './in-process-fetch';
import { gatherStyles } from './styles';
import { chunksOf, type Manifest, scriptsAfterPaint, takeScripts, warmIntlScript } from './template';

/** The server renderer's interface (src/server-entry.tsx, built into dist/server). */
interface ServerEntry {
  renderPage(request: {
    url: string;
    origin: string;
    cookies: string;
    nonce: string;
    fetch: typeof fetch;
    shared?: boolean;
  }): Promise<{
    status: number;
    redirect: string | null;
    locale: 'fr' | 'en' | 'ar';
    timing: { dataMs: number; shellMs: number };
    head: string;
    modules: string[];
    body: NodeJS.ReadableStream;
    data: () => string;
  }>;
  errorPage(pathname: string, nonce: string, kind?: 'failed' | 'busy'): { locale: 'fr' | 'en' | 'ar'; html: string };
  /** Whether the page shows nothing of the shopper's own (absent: no page is). */
  isSharedPage?: (pathname: string) => boolean;
  ready: Promise<unknown>;
}

type Rendered = Awaited<ReturnType<ServerEntry['renderPage']>>;

/** Where the nonce goes in a kept page: the attribute values the placeholder fills (text never holds `="`). */
const NONCE_SLOT = `="${CSP_NONCE_PLACEHOLDER}"`;

/** Shared caches may keep a visitor's page, but revalidate every use (the tag makes that a bodiless 304). */
const SHARED_CACHE_CONTROL = 'public, no-cache';

export interface PageRenderer {
  /**
   * Sends the page. `takeRender` counts a rendering against the visitor's address and says how long to wait when
   * it is over the pages' limit (a page kept for every visitor costs no rendering and is not counted).
   */
  send(request: FastifyRequest, reply: FastifyReply, takeRender: () => Promise<number | null>): Promise<FastifyReply>;
  /** 429: the visitor's address asked for too many pages; a page in their language says when to try again. */
  sendBusy(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): Promise<FastifyReply>;
}

/** A signed-in customer's pages are theirs; a visitor's (with or without a session) can be shared. */
async function signedIn(request: FastifyRequest): Promise<boolean> {
  if (!request.cookies[SESSION_COOKIE]) return false;
  return ((await request.getSession())?.userId ?? null) !== null;
}

/**
 * Server rendering: loads the built renderer (dist/server/server-entry.js) when there is one, else null (the client
 * then renders in the browser from index.html, as on the development server and in the API's own tests).
 * A page that shows nothing of the shopper's own is drawn for any visitor (no session, only the page cookies) and
 * kept in `cacheBytes` of memory until what it shows changes; the others are rendered and streamed for each request.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
  template: string,
  publicUrl: string,
  cacheBytes = 0,
): Promise<PageRenderer | null> {
  const entryPath = join(clientDir, '..', 'server', 'server-entry.js');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(entryPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  await entry.ready;
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
  // The build's stylesheet (the font faces, a few KiB) goes inline: nothing in the head blocks the first paint.
  const inlined = template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_tag, file: string) =>
      `<style nonce="${CSP_NONCE_PLACEHOLDER}">${readFileSync(join(clientDir, file), 'utf8').replace(/<\//g, '<\\/')}</style>`,
  );
  const { html: withoutScripts, main, preloads: templatePreloads } = takeScripts(inlined);
  const [beforeRoot = '', afterRoot, ...rest] = withoutScripts
    .replace(/<title>[^<]*<\/title>/i, '')
    .split('<div id="root"></div>');
  if (afterRoot === undefined || rest.length) throw new Error('index.html needs one <div id="root"></div>');
  const bottom = afterRoot;
  const warmIntl = manifest[WARM_INTL_SOURCE]?.file;
  let cache: PageCache | null = null;
  if (cacheBytes > 0 && entry.isSharedPage) {
    cache = new PageCache(app.db, app.dataVersion, cacheBytes);
  }
  // Absolute addresses (canonical, hreflang, Open Graph, JSON-LD) name the shop, never the request's Host.
  const origin = publicUrl;

  /** The whole document around React's stream, with `nonce` in its places. */
  async function* documentOf(page: Rendered, nonce: string) {
    // Each chunk once, and not the entry the loader adds as a script: a route's chunks import the shell too.
    const chunks = chunksOf(manifest, page.modules).map((file) => `/${file}`);
    const modules = [...new Set([...templatePreloads, ...chunks])].filter((file) => file !== main);
    yield (
      localiseHtml(beforeRoot, page.locale)
        .replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
        .replace(
          '</head>',
          `${warmIntl ? warmIntlScript(`/${warmIntl}`, page.locale, nonce) : ''}${page.head}</head>`,
        ) + '<div id="root">'
    );
    for await (const chunk of page.body) yield chunk as Buffer | string;
    yield `</div>${page.data()}${scriptsAfterPaint(main, modules, nonce)}${bottom.replaceAll(CSP_NONCE_PLACEHOLDER, nonce)}`;
  }

  const timingOf = (page: Rendered) =>
    `data;dur=${page.timing.dataMs.toFixed(1)}, shell;dur=${page.timing.shellMs.toFixed(1)}`;

  /** The page drawn for any visitor: no session cookie reaches the API, the render sees only the page cookies. */
  async function drawShared(request: FastifyRequest, cookies: string): Promise<Drawn> {
    const jar = newJar('');
    const page = await entry.renderPage({
      url: request.url,
      origin,
      cookies,
      nonce: CSP_NONCE_PLACEHOLDER,
      fetch: inProcessFetch(app, request, jar),
      shared: true,
    });
    // A redirect, or an answer that was the visitor's own (a form's token for this visit): rendered for them.
    if (page.redirect || jar.personal) {
      page.body.resume();
      return null;
    }
    const pieces: Buffer[] = [];
    for await (const piece of documentOf(page, CSP_NONCE_PLACEHOLDER)) {
      pieces.push(typeof piece === 'string' ? Buffer.from(piece) : piece);
    }
    const html = gatherStyles(Buffer.concat(pieces).toString('utf8'));
    const parts = html.split(NONCE_SLOT);
    // The placeholder anywhere but in a nonce's place: the page is not cut safely, so it is not kept.
    if (parts.some((part) => part.includes(CSP_NONCE_PLACEHOLDER))) return null;
    const bytes = parts.map((part) => Buffer.from(part));
    const compressed = bytes.map(deflatePiece);
    const size = [...bytes, ...compressed].reduce((sum, part) => sum + part.length, 0);
    return {
      status: page.status,
      parts: bytes,
      pieces: compressed,
      etag: etagOf(html),
      bytes: size,
      timing: timingOf(page),
    };
  }

  function sendShared(request: FastifyRequest, reply: FastifyReply, page: SharedPage, hit: boolean) {
    reply
      .code(page.status)
      .header('cache-control', page.status >= 500 ? 'no-store' : SHARED_CACHE_CONTROL)
      .header('vary', 'cookie, accept-encoding')
      .header('etag', page.etag)
      .header('server-timing', hit ? 'cache;desc="hit"' : `${page.timing}, cache;desc="miss"`);
    if (page.status < 500 && notModified(request.headers['if-none-match'], page.etag)) {
      // The copy the client holds keeps the policy that came with it: its nonce is the one in its HTML.
      reply.removeHeader('content-security-policy');
      return reply.code(304).send();
    }
    const nonce = newNonce();
    const slot = Buffer.from(`="${nonce}"`);
    reply.header('content-security-policy', cspWithNonce(nonce)).type('text/html; charset=utf-8');
    if (allows(request.headers['accept-encoding'], 'gzip') && request.headers['x-no-compression'] === undefined) {
      const body = gzipAnswer(page.parts, page.pieces, slot);
      return reply.header('content-encoding', 'gzip').send(body);
    }
    return reply.send(Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [slot, part]))));
  }

  const renderer: PageRenderer = {
    async sendBusy(request, reply, retryAfterSeconds) {
      const nonce = newNonce();
      const busy = entry.errorPage(request.url.split('?')[0] ?? '/', nonce, 'busy');
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .header('cache-control', 'no-store')
        .header('content-security-policy', cspWithNonce(nonce))
        .type('text/html; charset=utf-8')
        .send(busy.html);
    },
    async send(request, reply, takeRender) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (cache && request.method === 'GET' && entry.isSharedPage!(pathname)) {
        let shared: Drawn | undefined;
        let drew = false;
        try {
          if (!(await signedIn(request))) {
            const cookies = pageCookies(request.headers.cookie ?? '');
            const { kept, fill } = await cache.lookup(`${request.url}\n${cookies}`);
            if (kept) {
              shared = await kept;
              if (shared) return sendShared(request, reply, shared, true);
            } else {
              const wait = await takeRender();
              if (wait !== null) return renderer.sendBusy(request, reply, wait);
              drew = true;
              shared = await fill(() => drawShared(request, cookies));
              if (shared) return sendShared(request, reply, shared, false);
            }
          }
        } catch (error) {
          // The cache could not be read (or the page drawn for it): the page is rendered for this request alone.
          request.log.warn({ err: error }, 'shared page unavailable');
        }
        // Not shared (a signed-in customer, a page that was the visitor's own): rendered below, counted already
        // when this request drew it.
        if (shared === null && drew) return sendPersonal(request, reply);
      }
      const wait = await takeRender();
      if (wait !== null) return renderer.sendBusy(request, reply, wait);
      return sendPersonal(request, reply);
    },
  };

  /** The page rendered for this request with the shopper's cookies and session, streamed, never stored. */
  async function sendPersonal(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const nonce = newNonce();
    const jar = newJar(request.headers.cookie ?? '');
    reply
      .header('cache-control', 'no-store')
      .header('vary', 'cookie')
      .header('content-security-policy', cspWithNonce(nonce));
    let page: Rendered;
    try {
      page = await entry.renderPage({
        url: request.url,
        origin,
        cookies: request.headers.cookie ?? '',
        nonce,
        fetch: inProcessFetch(app, request, jar),
      });
    } catch (error) {
      request.log.error({ err: error }, 'page render failed');
      const failed = entry.errorPage(request.url.split('?')[0] ?? '/', nonce);
      return reply.code(500).type('text/html; charset=utf-8').send(failed.html);
    }
    if (jar.set.length) reply.header('set-cookie', jar.set);
    reply.header('server-timing', timingOf(page));
    if (page.redirect) return reply.redirect(page.redirect, 301);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .send(Readable.from(documentOf(page, nonce)));
  }

  return renderer;
}
