import { localeResources } from '@app/locale-resources';
import type { Locale } from '@domain/locales';

declare global {
  interface Window {
    /** Set up by the visual harness: every message a story reads, as `locale:id` (`locale:*` for the whole list). */
    __messagesRead?: Set<string>;
  }
}

const traced = new Set<Locale>();

/**
 * Notes each message the story reads where the harness asks for it: a snapshot then depends on the messages it
 * shows, not on the whole catalogue, and a new message elsewhere leaves it alone.
 */
export function traceMessageReads(locale: Locale): void {
  if (traced.has(locale)) return;
  traced.add(locale);
  const resources = localeResources(locale);
  const note = (id: string) => window.__messagesRead?.add(`${locale}:${id}`);
  resources.messages = new Proxy(resources.messages ?? {}, {
    get(target, id, receiver) {
      if (typeof id === 'string') note(id);
      return Reflect.get(target, id, receiver);
    },
    has(target, id) {
      if (typeof id === 'string') note(id);
      return Reflect.has(target, id);
    },
    getOwnPropertyDescriptor(target, id) {
      if (typeof id === 'string') note(id);
      return Reflect.getOwnPropertyDescriptor(target, id);
    },
    ownKeys(target) {
      note('*');
      return Reflect.ownKeys(target);
    },
  });
}
