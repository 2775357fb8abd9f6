import type { Locale } from '@domain/locales';
import { loadLocaleResources } from '../locale-resources';

const loads = new Map<Locale, Promise<void>>();

/**
 * One promise per locale, the same on every render, for React's `use()`: a page in that locale renders once its
 * messages and styling have arrived. A failed download is forgotten, so the next navigation tries again.
 */
export function localeReady(locale: Locale): Promise<void> {
  let load = loads.get(locale);
  if (!load) {
    load = loadLocaleResources(locale);
    loads.set(locale, load);
    load.catch(() => loads.delete(locale));
  }
  return load;
}
