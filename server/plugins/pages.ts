import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '../../vite-plugins/csp-nonce';
import { cspWithNonce, newNonce } from './security';
import { localiseHtml } from './html';
import { RENDER_HEADER } from './rate-limit';

/** The server renderer's interface (src/server-entry.tsx, built into dist/server). */
interface ServerEntry {
  renderPage(request: { url: string; origin: string; cookies: string; nonce: string; fetch: typeof fetch }): Promise<{
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
  ready: Promise<unknown>;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunks a route module needs, beyond the shell the template already loads. */
function chunksOf(manifest: Manifest, ids: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const id of ids) visit(id);
  return [...files];
}

/**
 * The API called in-process for the page being rendered, with the shopper's cookies and address, marked as the
 * renderer's (the page was counted by the pages' limit; its queries are not API requests). A cookie the API sets
 * (a new visitor's token) is carried to the next call and to the page's response.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest, jar: { cookie: string; set: string[] }) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const outgoing = input instanceof Request ? input : new Request(input, init);
    const url = new URL(outgoing.url);
    const headers: Record<string, string> = { accept: 'application/json' };
    outgoing.headers.forEach((value, name) => (headers[name] = value));
    if (jar.cookie) headers.cookie = jar.cookie;
    headers[RENDER_HEADER] = app.renderKey;
    const answer = await app.inject({
      method: outgoing.method as 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: request.ip,
      ...(outgoing.method === 'GET' || outgoing.method === 'HEAD' ? {} : { payload: await outgoing.text() }),
    });
    const setCookie = answer.headers['set-cookie'];
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      jar.set.push(line);
      const pair = line.split(';')[0] ?? '';
      const name = pair.split('=')[0];
      const others = jar.cookie.split(/;\s*/).filter((part) => part && part.split('=')[0] !== name);
      jar.cookie = [...others, pair].join('; ');
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') responseHeaders.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The build's module script and module preloads, taken out of the template's head (see scriptsAfterPaint). */
function takeScripts(template: string): { html: string; main: string; preloads: string[] } {
  let main = '';
  const preloads: string[] = [];
  const html = template
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_tag, src: string) => {
      main = src;
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (!main) throw new Error('index.html has no module script');
  return { html, main, preloads };
}

/**
 * The client's code is requested once the server's page has painted its first content (where the browser cannot
 * say, two animation frames; at most a second, for a tab in the background): on a slow network the first paint, the
 * LCP image and the fonts do not share the line with the scripts, and the page the shopper reads never waits on
 * them. Hydration follows as the code arrives. Called with the main script and the modules to preload.
 */
const LOAD_AFTER_PAINT = [
  '(function(m,p){var d=document,n=d.currentScript.nonce,done=0;',
  'function go(){if(done)return;done=1;',
  'p.forEach(function(h){',
  "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;l.nonce=n;d.head.appendChild(l)});",
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=m;s.nonce=n;d.head.appendChild(s)}",
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  "new P(function(l){l.getEntries().forEach(function(e){if(e.name==='first-contentful-paint')setTimeout(go)})})",
  ".observe({type:'paint',buffered:true})}",
  'else requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,1000)})',
].join('');

function scriptsAfterPaint(main: string, modules: string[], nonce: string): string {
  const args = JSON.stringify([main, modules]).slice(1, -1).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">${LOAD_AFTER_PAINT}(${args})</script>`;
}

export interface PageRenderer {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** 429: the visitor's address asked for too many pages; a page in their language says when to try again. */
  sendBusy(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): Promise<FastifyReply>;
}

/**
 * Server rendering: loads the built renderer (dist/server/server-entry.js) when there is one, else null (the client
 * then renders in the browser from index.html, as on the development server and in the API's own tests).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
  template: string,
  publicUrl: string,
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
  const [beforeRoot = '', afterRoot] = withoutScripts
    .replace(/<title>[^<]*<\/title>/i, '')
    .split('<div id="root"></div>');
  if (afterRoot === undefined) throw new Error('index.html has no <div id="root"></div>');

  return {
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
    async send(request, reply) {
      const nonce = newNonce();
      // Absolute addresses (canonical, hreflang, Open Graph, JSON-LD) name the shop, never the request's Host.
      const origin = publicUrl;
      const jar = { cookie: request.headers.cookie ?? '', set: [] as string[] };
      reply
        .header('cache-control', 'no-store')
        .header('vary', 'cookie')
        .header('content-security-policy', cspWithNonce(nonce));
      let page: Awaited<ReturnType<ServerEntry['renderPage']>>;
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
      reply.header(
        'server-timing',
        `data;dur=${page.timing.dataMs.toFixed(1)}, shell;dur=${page.timing.shellMs.toFixed(1)}`,
      );
      if (page.redirect) return reply.redirect(page.redirect, 301);

      const modules = [...templatePreloads, ...chunksOf(manifest, page.modules).map((file) => `/${file}`)];
      const top = localiseHtml(beforeRoot, page.locale)
        .replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
        .replace('</head>', `${page.head}</head>`);
      const bottom = afterRoot.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
      async function* html() {
        yield `${top}<div id="root">`;
        for await (const chunk of page.body) yield chunk as Buffer;
        yield `</div>${page.data()}${scriptsAfterPaint(main, modules, nonce)}${bottom}`;
      }
      return reply.code(page.status).type('text/html; charset=utf-8').send(Readable.from(html()));
    },
  };
}
