const BASE = 'http://shop.invalid';

/**
 * A path in this shop, or '' (stay): never another site, however it was spelled. Read as the browser will (dot
 * segments resolved, backslashes as slashes) and decoded as a router might, it must stay on this origin and not start
 * with '//'; the path returned is the resolved one.
 */
export function safeRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/')) return '';
  let decoded = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return '';
    }
    if (next === decoded) break;
    decoded = next;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return '';
  for (const form of [value, decoded]) {
    const url = new URL(form, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('//')) return '';
  }
  const url = new URL(value, BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}
