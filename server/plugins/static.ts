import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, type Locale, isLocale, negotiateLocale } from '@domain/locales';
import { CSP_NONCE_PLACEHOLDER } from '../../vite-plugins/csp-nonce';
import { notFound } from '../http/problems';
import { cspWithNonce, newNonce } from './security';
import { localiseHtml } from './html';
import { loadPageRenderer } from './pages/render';

export { localiseHtml };

export const LOCALE_COOKIE = 'locale';
const ROUTES_OUTSIDE_SPA = new Set(['api', 'media', 'assets']);

const hiddenRoute = { schema: { hide: true } } as const;

/**
 * Serves the built client. /assets/* are content-hashed by Vite, so cached for a year; HTML carries a fresh CSP
 * nonce each time, so it is never stored. `/` sends the visitor to their locale; locale paths get index.html (the client routes); any other
 * path gets index.html with a 404 status, and the client renders its not-found page.
 */
export const staticPlugin = fp<{ clientDir: string | null; publicUrl: string; pageCacheBytes?: number }>(
  async (app, { clientDir, publicUrl, pageCacheBytes = 0 }) => {
    app.get('/', hiddenRoute, async (request, reply) => {
      const locale = negotiateLocale(request.headers['accept-language'], request.cookies[LOCALE_COOKIE]);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      // Keep the query (utm_* parameters feed order attribution).
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'accept-language, cookie')
        .redirect(`/${locale}/${query}`, 302);
    });

    const indexPath = clientDir ? join(clientDir, 'index.html') : null;
    if (!clientDir || !indexPath || !existsSync(indexPath)) {
      app.log.warn({ clientDir }, 'no built client found: serving the API and media only');
      return;
    }

    await app.register(fastifyStatic, {
      root: join(clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: true,
      index: false,
      maxAge: '365d',
      immutable: true,
      cacheControl: true,
      // The build writes .br and .gz beside each text asset (vite-plugins/precompress.ts).
      preCompressed: true,
      // Source maps stay build artefacts (for error reports): serving them would publish the shop's source.
      allowedPath: (path) => !path.endsWith('.map'),
    });

    // Top-level files from Vite's public/ (favicon, robots.txt…): not content-hashed, so revalidated.
    const rootFiles = new Set(
      readdirSync(clientDir).filter((name) => name !== 'index.html' && statSync(join(clientDir, name)).isFile()),
    );

    // Without the server's renderer (no build), index.html gets its own style nonce each time: no-store, no validator.
    const template = await readFile(indexPath, 'utf8');
    const renderer = await loadPageRenderer(app, clientDir, template, publicUrl, pageCacheBytes);
    const sendIndex = async (reply: FastifyReply, locale: Locale, status: 200 | 404) => {
      const nonce = newNonce();
      const html = localiseHtml(template, locale).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('content-security-policy', cspWithNonce(nonce))
        .type('text/html; charset=utf-8')
        .send(html);
    };

    app.get(
      '/*',
      // No params schema: TypeBox cannot convert a property named '*' (it builds the regex /^*$/).
      hiddenRoute,
      async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
        // '//host/…' and '/\host/…' read as another host to a URL parser: sent to this shop's own path instead.
        const raw = request.url;
        if (/^\/[/\\]|\\/.test(raw.split('?')[0] ?? '')) {
          const [path = '', query] = raw.split(/\?(.*)/s);
          const own = `/${path.replace(/\\/g, '/').replace(/^\/+/, '')}${query === undefined ? '' : `?${query}`}`;
          return reply.header('cache-control', 'no-store').redirect(own, 301);
        }
        const path = request.params['*'];
        const first = path.split('/')[0] ?? '';
        if (ROUTES_OUTSIDE_SPA.has(first)) throw notFound();
        // A page's address ends with a slash (src/domain/page-paths.ts): one without it is sent there, its query kept,
        // so a page has one address. Only pages (under a locale), never a file (a last segment with an extension).
        if (isLocale(first) && !raw.split('?')[0]!.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(path)) {
          const query = raw.indexOf('?');
          const slashed = query === -1 ? `${raw}/` : `${raw.slice(0, query)}/${raw.slice(query)}`;
          return reply.header('cache-control', 'public, max-age=3600').redirect(slashed, 301);
        }
        if (rootFiles.has(path)) return reply.sendFile(path, clientDir, { maxAge: 0, immutable: false });
        if (renderer) {
          return renderer.send(request, reply, () => app.rateLimits.takePage(request));
        }
        if (isLocale(first)) return sendIndex(reply, first, 200);
        return sendIndex(reply, DEFAULT_LOCALE, 404);
      },
    );
  },
  { name: 'zellige-static', dependencies: ['@fastify/cookie'] },
);
