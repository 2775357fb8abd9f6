import type { Locale } from '@domain/locales';
import { hasLocaleResources, loadLocaleResources } from '../locale-resources';

const loads = new Map<Locale, Promise<void>>();

/** A promise React's `use()` reads without suspending: the resources are already there. */
function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
}

/**
 * One promise per locale, the same on every render, for React's `use()`: a page in that locale renders once its
 * messages and styling have arrived (at once when they are already there: on the server, and when hydrating a page
 * that carried them). A failed download is forgotten, so the next navigation tries again.
 */
export function localeReady(locale: Locale): Promise<void> {
  let load = loads.get(locale);
  if (!load) {
    load = hasLocaleResources(locale) ? fulfilled() : loadLocaleResources(locale);
    loads.set(locale, load);
    load.catch(() => loads.delete(locale));
  }
  return load;
}
