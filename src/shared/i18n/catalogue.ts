/**
 * Message catalogues are declared per feature with `defineMessages`, which makes TypeScript
 * reject a catalogue where fr or ar lacks a key that en has (and the reverse). The app merges
 * them; a unit test checks the merged result too, so a missing key fails twice.
 */
export type CatalogueLocale = 'en' | 'fr' | 'ar';
export type Messages = Record<string, string>;
export type Catalogue<K extends string = string> = Record<CatalogueLocale, Record<K, string>>;

export function defineMessages<K extends string>(catalogue: {
  en: Record<K, string>;
  fr: Record<NoInfer<K>, string>;
  ar: Record<NoInfer<K>, string>;
}): Catalogue<K> {
  return catalogue;
}

/** Merges feature catalogues; a key defined twice is a bug, so it throws. */
export function mergeCatalogues(...catalogues: Catalogue[]): Catalogue {
  const merged: Catalogue = { en: {}, fr: {}, ar: {} };
  for (const catalogue of catalogues) {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      for (const [key, text] of Object.entries(catalogue[locale])) {
        if (key in merged[locale]) throw new Error(`Duplicate message key "${key}" (${locale})`);
        merged[locale][key] = text;
      }
    }
  }
  return merged;
}
