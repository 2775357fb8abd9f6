import createCache, { type EmotionCache } from '@emotion/cache';
import { pageCspNonce } from './csp-nonce';

let ltrCache: EmotionCache | undefined;

/**
 * The Emotion cache of left-to-right pages, with Emotion's default plugins (its own vendor prefixer).
 * Right-to-left pages have their own (rtl-emotion-cache.ts): a cache created for LTR must never serve
 * RTL styles (mui#28138).
 */
export function ltrEmotionCache(): EmotionCache {
  ltrCache ??= createCache({ key: 'zltr', nonce: pageCspNonce() });
  return ltrCache;
}
