/**
 * The page's CSP nonce, which Emotion puts on the <style> tags it inserts (the policy allows no other inline style).
 * The server writes it on `<meta property="csp-nonce">`; browsers expose it only as the element's `nonce` property.
 */
export function pageCspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
