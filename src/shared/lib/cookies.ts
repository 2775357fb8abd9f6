import { createContext, useContext } from 'react';

/** Small cookie helpers; expiry is given in days, as in the spec's cookie helper. */
export function readCookie(name: string, header?: string): string | undefined {
  const cookies = header ?? (typeof document === 'undefined' ? '' : document.cookie);
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: { days?: number; path?: string } = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.days !== undefined) parts.push(`max-age=${Math.round(options.days * 86_400)}`);
  document.cookie = parts.join('; ');
}

/** The request's Cookie header while the server renders a page (null in a browser, which reads document.cookie). */
export const RequestCookiesContext = createContext<string | null>(null);

/** The cookies a render sees: the request's on the server, the document's in a browser (the same on hydration). */
export function useCookieHeader(): string {
  const header = useContext(RequestCookiesContext);
  return header ?? (typeof document === 'undefined' ? '' : document.cookie);
}
