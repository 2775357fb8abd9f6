import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { LOCALES } from '@domain/locales';
import { notFound } from '../../http/problems';
import {
  SITEMAP_INDEX_PATH,
  type SitemapKind,
  type SitemapOptions,
  robotsTxt,
  sitemapFile,
  sitemapFilePath,
  sitemapIndex,
} from './service';

/** Not part of the API: left out of the OpenAPI document, like the pages. */
const hidden = { schema: { hide: true } } as const;

/** Crawlers may keep these a few minutes; the catalogue's changes show within that. */
const CACHE_CONTROL = 'public, max-age=300';

const xml = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);

/** robots.txt and the sitemaps, at the site's root (outside /api). */
export const seoRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string; urlsPerFile: number }> = async (
  app,
  { publicUrl, urlsPerFile },
) => {
  if (!Number.isInteger(urlsPerFile) || urlsPerFile < LOCALES.length) {
    throw new Error(`a sitemap file must hold at least one page in every locale (${LOCALES.length} entries)`);
  }
  const options: SitemapOptions = { origin: publicUrl, urlsPerFile };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  app.get(SITEMAP_INDEX_PATH, hidden, async (_request, reply) => xml(reply, await sitemapIndex(app.db, options)));

  // The file's number: digits without a leading zero, so a file has one address.
  for (const kind of ['pages', 'products'] satisfies SitemapKind[]) {
    app.get<{ Params: { n: string } }>(sitemapFilePath(kind, ':n(^[1-9]\\d{0,8})'), hidden, async (request, reply) => {
      const body = await sitemapFile(app.db, kind, Number(request.params.n), options);
      if (body === null) throw notFound('No such sitemap file.');
      return xml(reply, body);
    });
  }
};
