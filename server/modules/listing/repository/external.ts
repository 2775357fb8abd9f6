/** An external product's link, as cards and the product page give it. */

/**
 * The address when it is an absolute http(s) URL, else null: a stored `javascript:` or relative address never
 * reaches a shopper's link.
 */
export function externalAddress(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The card's and the page's external fields: set for an external product only. */
export function externalFields(row: { type: string; externalUrl: string | null; buttonText: string | null }): {
  externalUrl: string | null;
  buttonText: string | null;
} {
  if (row.type !== 'external') return { externalUrl: null, buttonText: null };
  const text = row.buttonText?.trim() ?? '';
  return { externalUrl: externalAddress(row.externalUrl), buttonText: text === '' ? null : text };
}
