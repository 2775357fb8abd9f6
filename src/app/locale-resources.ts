import type { EmotionCache } from '@emotion/cache';
import type { IntlConfig } from 'react-intl';
import { directionOf, type Locale } from '@domain/locales';
import { ltrEmotionCache } from '@theme/emotion-cache';

/** What a locale needs before its pages render. */
export interface LocaleResources {
  /** The locale's messages, compiled to ICU ASTs by `npm run i18n`: formatted without the ICU parser. */
  messages: IntlConfig['messages'];
  /** The Emotion cache of the locale's direction. */
  emotionCache: EmotionCache;
}

type Messages = NonNullable<IntlConfig['messages']>;

/*
 * One message file per locale (src/i18n/generated/{locale}.json, written by `npm run i18n`), each a chunk of its own:
 * a page downloads its own language only, and the RTL styling plugin only in a right-to-left locale. The `/:locale`
 * route loads them before it renders (app/router.tsx); tests and Storybook load them before their first render.
 */
const compiledMessages = import.meta.glob<Messages>('../i18n/generated/{en,fr,ar}.json', { import: 'default' });

function loadMessages(locale: Locale): Promise<Messages> {
  const load = compiledMessages[`../i18n/generated/${locale}.json`];
  if (!load) return Promise.reject(new Error(`No compiled messages for "${locale}": run npm run i18n`));
  return load();
}

async function download(locale: Locale): Promise<LocaleResources> {
  const [messages, emotionCache] = await Promise.all([
    loadMessages(locale),
    directionOf(locale) === 'rtl'
      ? import('@theme/rtl-emotion-cache').then((module) => module.rtlEmotionCache())
      : ltrEmotionCache(),
  ]);
  return { messages, emotionCache };
}

const loaded = new Map<Locale, LocaleResources>();
const loading = new Map<Locale, Promise<void>>();

/** Resolves once `localeResources(locale)` can be called. */
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

/** Resources already at hand (the server's, or the messages a server-rendered page carries inline). */
export function provideLocaleResources(locale: Locale, resources: LocaleResources): void {
  loaded.set(locale, resources);
  loading.set(locale, Promise.resolve());
}

/** Whether `localeResources(locale)` can be called now. */
export function hasLocaleResources(locale: Locale): boolean {
  return loaded.has(locale);
}

export function localeResources(locale: Locale): LocaleResources {
  const resources = loaded.get(locale);
  if (!resources) throw new Error(`"${locale}" used before loadLocaleResources("${locale}") resolved`);
  return resources;
}
