import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../http/problems';
import { findMediaFile } from '../../repositories/media';
import { COMMON_PROBLEMS, problems } from '../../schemas/common';

/** Media filenames end in a content hash ('name-600-<hash>.webp'): the hash is the ETag, the URL never changes. */
const etagOf = (file: string) => `"${file.replace(/\.[a-z0-9]+$/i, '').split('-').pop()}"`;

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'An image rendition, stored in the database',
        params: Type.Object({ file: Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9._-]+$' }) }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image bytes' }),
          304: Type.Null({ description: 'Not modified' }),
          ...COMMON_PROBLEMS,
          ...problems(404),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const etag = etagOf(file);
      const immutable = 'public, max-age=31536000, immutable';
      if (request.headers['if-none-match'] === etag) {
        // A hashed name always means the same bytes, so a matching ETag needs no database read.
        return reply.code(304).header('etag', etag).header('cache-control', immutable).send(null);
      }
      const found = await findMediaFile(app.db, file);
      if (!found) throw notFound('No such media file.');
      return reply
        .header('content-type', found.mime)
        .header('cache-control', immutable)
        .header('etag', etag)
        .header('content-length', found.bytes.length)
        .send(found.bytes);
    },
  );
};
