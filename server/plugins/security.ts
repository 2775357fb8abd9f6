import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Content Security Policy: no inline or third-party script anywhere (the client bundle is self-hosted), and no
 * inline style either: the shop's pages get a nonce per response for the <style> tags Emotion inserts
 * (`cspWithNonce`); every other response allows none.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A fresh nonce: 128 random bits, as CSP asks. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of an HTML page whose <style> tags, and the scripts React writes while it streams a page, carry `nonce`.
 */
export function cspWithNonce(nonce: string): string {
  return Object.entries({
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, `'nonce-${nonce}'`],
    styleSrc: [...CSP_DIRECTIVES.styleSrc, `'nonce-${nonce}'`],
    // Style attributes in server-rendered markup (MUI writes a slider thumb's position and its visually hidden input
    // that way). An attribute carries no selector and no URL-fetching at-rule; <style> elements still need the nonce.
    styleSrcAttr: ["'unsafe-inline'"],
  })
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');
}

/** Powerful browser features the shop never uses, refused to it and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** A year, subdomains included: what helmet would send, on https alone. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      // useDefaults off: helmet's defaults add upgrade-insecure-requests, which breaks plain-http local runs.
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same answer as frame-ancestors 'none', for browsers that only know X-Frame-Options.
      frameguard: { action: 'deny' },
      // Sent below, over https only: browsers ignore it on plain http, and a local run must not promise https.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'zellige-security' },
);
