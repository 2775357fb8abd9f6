import type { EmotionCache } from '@emotion/cache';
import type { MessageFormatElement } from '@shared/i18n/intl';
import type { MessageGroups } from '@shared/i18n/message-groups';
import { directionOf, type Locale } from '@domain/locales';
import { ltrEmotionCache } from '@theme/emotion-cache';
import { rtlEmotionCache } from '@theme/rtl-emotion-cache';
import { catalogue } from './i18n-catalogue';

/** What a locale needs before its pages render. */
export interface LocaleResources {
  /** ICU strings, or the same messages already parsed: IntlProvider formats both. */
  messages: Record<string, string> | Record<string, MessageFormatElement[]>;
  /** The Emotion cache of the locale's direction. */
  emotionCache: EmotionCache;
}

/*
 * Tests, Storybook and the dev server: every locale at once (ICU strings parsed at run time), so
 * LocaleProviders renders any locale synchronously. The app's production build swaps this module for
 * `./locale-resources.precompiled.ts` (vite-plugins/precompiled-messages.ts); both export the same API.
 */

/** Resolves once `localeResources(locale)` can be called (here: at once). */
export function loadLocaleResources(_locale: Locale): Promise<void> {
  return Promise.resolve();
}

export function localeResources(locale: Locale): LocaleResources {
  return {
    messages: catalogue[locale],
    emotionCache: directionOf(locale) === 'rtl' ? rtlEmotionCache() : ltrEmotionCache(),
  };
}

/** Every group's messages are already in the locale's (above): nothing to download, nothing to add. */
const NOTHING_TO_ADD = {};
/** Already fulfilled, as React's `use` reads it: the same promise on every render, used without suspending. */
const LOADED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
const ALL_LOADED: MessageGroups = { get: () => NOTHING_TO_ADD, load: () => LOADED };

export function messageGroups(_locale: Locale): MessageGroups {
  return ALL_LOADED;
}
