import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;

/**
 * Writes a brotli (quality 11) and a gzip copy of every text asset of the browser's build: the server sends those
 * as they are (@fastify/static's preCompressed) instead of compressing each response at a fast, weaker level.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'zellige:precompress',
    apply: (config, env) => isAppBuild(config, env) && !config.build?.ssr,
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir, 'assets');
    },
    closeBundle: () => {
      for (const name of readdirSync(outDir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const content = readFileSync(join(outDir, name));
        if (content.length < 1024) continue;
        writeFileSync(
          join(outDir, `${name}.br`),
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(outDir, `${name}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}
