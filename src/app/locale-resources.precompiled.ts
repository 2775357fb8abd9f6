import { directionOf, type Locale } from '@domain/locales';
import { ltrEmotionCache } from '@theme/emotion-cache';
import type { MessageGroupName, MessageGroups } from '@shared/i18n/message-groups';
import groupChunks from 'virtual:precompiled-messages/groups';
import type { LocaleResources } from './locale-resources';

/*
 * The production build's `./locale-resources` (swapped in by vite-plugins/precompiled-messages.ts): each
 * locale's messages are pre-parsed ICU ASTs in a chunk of their own (the shell's; each message group's in another,
 * downloaded by `<MessageGroup>`), and the RTL styling plugin is
 * downloaded by right-to-left locales only, so a page gets its own language and no ICU parser.
 * The `/:locale` route loads them before it renders (app/router.tsx).
 */

type Messages = LocaleResources['messages'];

const messageChunks: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('virtual:precompiled-messages/fr'),
  en: () => import('virtual:precompiled-messages/en'),
  ar: () => import('virtual:precompiled-messages/ar'),
};

async function download(locale: Locale): Promise<LocaleResources> {
  const [messages, emotionCache] = await Promise.all([
    messageChunks[locale]().then((chunk) => chunk.default),
    directionOf(locale) === 'rtl'
      ? import('@theme/rtl-emotion-cache').then((module) => module.rtlEmotionCache())
      : ltrEmotionCache(),
  ]);
  return { messages, emotionCache };
}

const loaded = new Map<Locale, LocaleResources>();
const loading = new Map<Locale, Promise<void>>();

export function loadLocaleResources(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = download(locale).then(
      (resources) => {
        loaded.set(locale, resources);
      },
      (error: unknown) => {
        // A failed download (offline, a deploy replaced the chunk) may be retried by the next navigation.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}

export function localeResources(locale: Locale): LocaleResources {
  const resources = loaded.get(locale);
  if (!resources) throw new Error(`"${locale}" used before loadLocaleResources("${locale}") resolved`);
  return resources;
}

const groups = new Map<string, Messages>();
const groupLoads = new Map<string, Promise<void>>();

function loadGroup(locale: Locale, group: MessageGroupName): Promise<void> {
  const key = `${locale}/${group}`;
  let promise = groupLoads.get(key);
  if (!promise) {
    promise = groupChunks[group][locale]().then(
      (chunk) => {
        groups.set(key, chunk.default);
        // What React's `use` reads: a fulfilled promise is used at once, without a suspended render.
        Object.assign(promise!, { status: 'fulfilled', value: undefined });
      },
      (error: unknown) => {
        groupLoads.delete(key);
        throw error;
      },
    );
    groupLoads.set(key, promise);
  }
  return promise;
}

export function messageGroups(locale: Locale): MessageGroups {
  return { get: (group) => groups.get(`${locale}/${group}`), load: (group) => loadGroup(locale, group) };
}
