import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';

/** V8's compile hint: every function of the file is compiled once, with the file, not each when first called. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The bundler's automatic splitting cuts what the entry loads into several chunks (a module the entry and a lazy page
 * both use gets a chunk of its own), and every chunk boundary costs bytes on a first visit: import and export lists,
 * a compression dictionary started afresh, a request. In the app's production build, everything the entry loads
 * statically goes into the entry chunk (the bundler's `$initial` tag: the entry's static import chain after
 * tree-shaking); lazy pages keep their own chunks and import from it. Measured with bench/bundle-size.mjs: 1.3 KiB
 * gzip less on the home route.
 *
 * Nearly every function of that chunk runs before the page is interactive, so it carries V8's compile hint: compiled
 * lazily, each function is parsed twice and compiled on the page's thread when first called, which on a phone slowed
 * four times made most of the chunk's 260–430 ms evaluation.
 */
export function initialChunk(): Plugin {
  return {
    name: 'zellige:initial-chunk',
    // The browser's build only: the server renderer is one file loaded once.
    apply: (config, env) => isAppBuild(config, env) && !config.build?.ssr,
    config: () => ({
      build: {
        rolldownOptions: {
          // Lazy chunks may then import from the entry chunk, which needs its exports to be free.
          preserveEntrySignatures: false,
          output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
        },
      },
    }),
    // Last, once minified and once Vite has written its preload helper at the top: the hint is the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          // The shell, or the entry where the bundler kept the shell in it.
          if (file.type !== 'chunk' || !(file.name === 'shell' || file.isEntry)) continue;
          file.code = `${COMPILE_ALL_HINT}\n${file.code}`;
          // The source map, a line further down.
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
