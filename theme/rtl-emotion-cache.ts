import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { pageCspNonce } from './csp-nonce';

let rtlCache: EmotionCache | undefined;

/**
 * The Emotion cache of right-to-left pages: stylis-plugin-rtl mirrors every rule, under its own key.
 * A module of its own so that only Arabic pages download the plugin (and cssjanus, and stylis).
 */
export function rtlEmotionCache(): EmotionCache {
  rtlCache ??= createCache({ key: 'zrtl', stylisPlugins: [prefixer, rtlPlugin], nonce: pageCspNonce() });
  return rtlCache;
}
