import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI from the routes' TypeBox schemas. JSON at /api/docs/json, UI at /api/docs. Swagger UI 5 loads only
 * external scripts, so it runs under the site's CSP unchanged.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Zellige storefront API',
          version: '0.1.0',
          description:
            'JSON API of the Zellige shop. Money is integer minor units (centimes of MAD). Errors are ' +
            'application/problem+json with a stable `code`. State-changing requests need the `x-csrf-token` header ' +
            'from GET /api/session.',
        },
        tags: [
          { name: 'system', description: 'Health' },
          { name: 'session', description: 'Session, notices and consent' },
          { name: 'settings', description: 'Store settings' },
          { name: 'catalogue', description: 'Categories and products' },
          { name: 'cart', description: 'The shopper’s cart: lines, coupons, note, shipping and countdown' },
          { name: 'content', description: 'Content pages built from typed blocks' },
          {
            name: 'forms',
            description: 'Embedded forms: definitions, tokens, uploads checked by content, submissions',
          },
        ],
        components: {
          securitySchemes: {
            csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
            session: { type: 'apiKey', in: 'cookie', name: 'zsid' },
          },
        },
      },
    });
  },
  { name: 'zellige-openapi' },
);

/** Registered last, so every route is in the document. */
export const openapiUiPlugin = fp(
  async (app) => {
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });
  },
  { name: 'zellige-openapi-ui', dependencies: ['zellige-openapi'] },
);
