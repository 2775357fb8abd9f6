/** A shopper's search text as the search reads it: its words, and its logged form. */

/** How a search is logged and compared: lower case, single spaces (accents kept for display). */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * The words of a query. Only letters and digits survive, so a word can never carry tsquery syntax (&, |, !, :, quotes)
 * into to_tsquery(); the words are still sent as parameters.
 */
export function queryWords(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}
