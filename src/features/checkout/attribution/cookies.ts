/**
 * The traffic-source cookies in document.cookie: first-party, path '/', SameSite=Lax, Secure over https, and
 * session cookies (no expiry: the spec's lifetime of 0.00001 months). Values are written as packed, already
 * cookie-safe (src/domain/checkout/attribution.ts).
 */
import { parseCookieHeader, TRAFFIC_SOURCE_COOKIES } from '@domain/checkout/attribution';

const attributes = () => `Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;

export function readCookies(): Record<string, string> {
  return parseCookieHeader(document.cookie);
}

export function writeSessionCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; ${attributes()}`;
}

/** Deletes every traffic-source cookie present; true when there was one. */
export function deleteTrafficSourceCookies(): boolean {
  const present = readCookies();
  const found = TRAFFIC_SOURCE_COOKIES.filter((name) => name in present);
  for (const name of found) document.cookie = `${name}=; Max-Age=0; ${attributes()}`;
  return found.length > 0;
}
