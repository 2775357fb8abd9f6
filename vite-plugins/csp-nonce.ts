import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';

/**
 * Written where the page's CSP nonce goes: on Vite's `<meta property="csp-nonce">` and its script and style tags.
 * The server puts a fresh nonce in its place in every HTML response (server/plugins/static.ts).
 */
export const CSP_NONCE_PLACEHOLDER = 'ZELLIGE_CSP_NONCE';

/** The shop's build marks its HTML for a per-response nonce, so Emotion's <style> tags need no 'unsafe-inline'. */
export function cspNonce(): Plugin {
  return {
    name: 'zellige:csp-nonce',
    apply: isAppBuild,
    config: () => ({ html: { cspNonce: CSP_NONCE_PLACEHOLDER } }),
  };
}
