import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';

/** The worker that loads the engine's locale data off the page's thread: its manifest key. */
export const WARM_INTL_SOURCE = 'src/app/ssr/warm-intl.js';

/**
 * Emits the worker as a hashed file of its own, listed in the build's manifest under its source's path, so the
 * server can name it in the page's head. Not a module of the app: nothing imports it and it imports nothing.
 */
export function warmIntl(root: string): Plugin {
  return {
    name: 'zellige:warm-intl',
    apply: (config, env) => isAppBuild(config, env) && !config.build?.ssr,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        name: 'warm-intl.js',
        originalFileName: WARM_INTL_SOURCE,
        source: readFileSync(`${root}/${WARM_INTL_SOURCE}`, 'utf8'),
      });
    },
  };
}
