import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/** Whether a host name or address is this machine or a private network's: never one an outsider could own. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (isIP(host) === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || a === 0;
  }
  if (isIP(host) === 6) return host === '::1' || /^f[cd]/.test(host) || host.startsWith('fe80:');
  return false;
}

/**
 * The origin of links the shop mails for this request. With PUBLIC_URL set, always that. Unset (a shop tried on its
 * owner's machine), the address the shopper used, so a link mailed to someone who opened the shop at
 * http://192.168.1.20:8080 works from their phone; but only a local or private one: a Host header naming another
 * domain (anyone may send one) would put a reset token in a link to that domain, so the default is kept then.
 */
export function linkOrigin(request: FastifyRequest, publicUrl: string, fromRequest: boolean): string {
  if (!fromRequest) return publicUrl;
  const host = request.host;
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${host}`);
  } catch {
    return publicUrl;
  }
  return isLocalHost(url.hostname) ? url.origin : publicUrl;
}
