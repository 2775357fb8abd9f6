import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMMON_PROBLEMS, problems } from '../../http/schemas';
import { MediaFileParams } from './schemas';
import { etagOf, mediaFile } from './service';

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'An image rendition, stored in the database',
        params: MediaFileParams,
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
      const found = await mediaFile(app.db, file);
      return reply
        .header('content-type', found.mime)
        .header('cache-control', immutable)
        .header('etag', etag)
        .header('content-length', found.bytes.length)
        .send(found.bytes);
    },
  );
};
