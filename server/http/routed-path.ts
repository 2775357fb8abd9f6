import type { FastifyRequest } from 'fastify';

/**
 * Whether the route that answers the request is one of the API's. The router decodes the path before it matches
 * (`/%61pi/cart` reaches `/api/cart`), so every check asks the matched route, never the raw URL.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/**
 * An API route reached under another spelling of its prefix (percent-encoded, another case): nothing in the shop
 * writes such a URL, so it is refused before any check has to understand it.
 */
export function isDisguisedApiPath(request: FastifyRequest): boolean {
  return isApiRoute(request) && !request.url.startsWith('/api/');
}
