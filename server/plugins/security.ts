import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Content Security Policy: no inline or third-party script anywhere (the client bundle is self-hosted). Inline
 * styles are allowed because Emotion injects <style> tags at run time.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
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

export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      // useDefaults off: helmet's defaults add upgrade-insecure-requests, which breaks plain-http local runs.
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same answer as frame-ancestors 'none', for browsers that only know X-Frame-Options.
      frameguard: { action: 'deny' },
    });
  },
  { name: 'zellige-security' },
);
