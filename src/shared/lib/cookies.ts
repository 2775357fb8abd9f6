/** Small cookie helpers; expiry is given in days, as in the spec's cookie helper. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
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
