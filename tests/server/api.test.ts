import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { type TestDatabase, databases, openTestDatabase } from './support/test-db';

describe.each(databases)('API basics on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: false });
    app = await buildTestApp(db.handle);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('reports health with the database in use', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers a path with bad %-encoding with a 400 problem naming the address', async () => {
    for (const url of ['/api/catalogue/product/%E0%A4%A?locale=en', '/api/cart/items/%zz?locale=en']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().errors[0].field).toBe('url');
    }
  });

  it('answers a path parameter longer than the router takes with a 414 problem naming the address', async () => {
    const response = await app.inject({ url: `/api/catalogue/products/${'a'.repeat(301)}?locale=en` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'uri_too_long', errors: [{ field: 'url', code: 'too_long' }] });
  });

  it('answers headers too large for the HTTP parser with a 431 problem', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/Content-Type: application\/problem\+json/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 431,
      code: 'headers_too_large',
    });
  });

  it('answers an unknown /api route with a 404 problem', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api/catalogue/nothing?locale=fr'],
      ['DELETE', '/api/nothing-here'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 404, code: 'not_found', title: 'Not Found' });
    }
  });

  it('sets a CSP that allows no inline script or style, and the usual security headers', async () => {
    const response = await app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('font-src')).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = String(response.headers['permissions-policy']).split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  const CART_PATHS = [
    '/api/cart',
    '/api/cart/items',
    '/api/cart/items/{key}',
    '/api/cart/coupons',
    '/api/cart/coupons/{code}',
    '/api/cart/note',
    '/api/cart/shipping/address',
    '/api/cart/shipping/method',
    '/api/cart/countdown/restart',
  ];

  it('publishes an OpenAPI document with every API route, and its UI under the same CSP', async () => {
    const doc = await app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/settings',
      '/api/session',
      '/api/consent',
      '/api/notices/coming-soon/dismiss',
      '/api/catalogue/categories',
      '/api/catalogue/home',
      '/media/{file}',
      ...CART_PATHS,
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
    // Response shapes are declared for success and for problems.
    expect(Object.keys(spec.paths['/api/catalogue/home']!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '400']),
    );
    // The cart's answers declare the count cookie they write.
    const cartOk = spec.paths['/api/cart']!.get!.responses['200'] as {
      headers?: Record<string, { description?: string }>;
    };
    expect(cartOk.headers?.['set-cookie']?.description).toContain('zellige_cart_count=');
    const added = spec.paths['/api/cart/items']!.post!.responses['200'] as { headers?: Record<string, unknown> };
    expect(added.headers).toHaveProperty(['set-cookie']);
    // So does a placed order, which empties the cart; reading an order later writes nothing.
    const orders = spec.paths['/api/checkout/orders']!.post!.responses as Record<string, { headers?: object }>;
    for (const status of ['200', '201']) expect(orders[status]!.headers, status).toHaveProperty(['set-cookie']);
    const order = spec.paths['/api/orders/{number}']!.get!.responses['200'] as { headers?: object };
    expect(order.headers).toBeUndefined();
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    // The UI works without inline script: every script is an external file.
    expect(ui.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(String(ui.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers malformed JSON with a 4xx problem, never a 5xx', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { 'content-type': 'application/json' },
      payload: '{"analytics": tru',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
