import type { Locale } from '@domain/locales';
import type { RootState } from '../store';

/**
 * What a server-rendered page hands its client: the store as rendered and the route chunks. The locale's messages are
 * not in it: they come in their own chunk, requested with the client's code after the first paint.
 */
export interface BootstrapData {
  locale: Locale;
  modules: string[];
  state: Pick<RootState, 'session'> & { api: Pick<RootState['api'], 'queries' | 'provided'> };
}

/** The element the data travels in (a JSON data block: never executed, so the CSP has nothing to allow). */
export const BOOTSTRAP_ELEMENT_ID = 'zellige-data';

/**
 * The data as JSON safe inside <script>: '<' is escaped so no text in it (a product name, a note) can close the
 * element. Only the answers and their tags are handed over; the API's own bookkeeping starts afresh in the browser.
 */
export function bootstrapData(state: RootState, locale: Locale, modules: string[]): string {
  const data: BootstrapData = {
    locale,
    modules,
    state: { session: state.session, api: { queries: state.api.queries, provided: state.api.provided } },
  };
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The worst status among the answers the page was rendered with: 500 when the API failed, else 0. */
export function failedQueryStatus(state: RootState): number {
  for (const entry of Object.values(state.api.queries)) {
    if (entry?.status !== 'rejected') continue;
    const status = (entry.error as { status?: unknown } | undefined)?.status;
    if (typeof status !== 'number' || status >= 500) return 500;
  }
  return 0;
}
