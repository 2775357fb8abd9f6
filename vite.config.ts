import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { muiWithoutCssVariables } from './vite-plugins/mui-without-css-variables.ts';
import { initialChunk } from './vite-plugins/initial-chunk.ts';
import { isAppBuild } from './vite-plugins/app-build.ts';
import { cspNonce } from './vite-plugins/csp-nonce.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { warmIntl } from './vite-plugins/warm-intl.ts';
import formatjs from '@formatjs/vite-plugin';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@domain': r('./src/domain'),
  '@entities': r('./src/entities'),
  '@i18n': r('./src/i18n'),
  '@shared': r('./src/shared'),
  '@features': r('./src/features'),
  '@app': r('./src/app'),
  '@theme': r('./theme'),
  '@harness': r('./harness'),
};

const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    muiWithoutCssVariables({ styles: r('./node_modules/@mui/material/styles') }),
    initialChunk(),
    cspNonce(),
    precompress(),
    warmIntl(r('.')),
    // The shop loads every locale's messages from its compiled catalogue (npm run i18n): the English text written in
    // the code is for extraction and is left out of the shop's bundle.
    { ...formatjs({ removeDefaultMessage: true, preserveWhitespace: true }), apply: isAppBuild },
  ],
  resolve: {
    alias: {
      ...alias,
      // react-router exports its development build by default; production builds take the lean one.
      ...(mode === 'production'
        ? {
            // Stories print compiled messages back to text (the printer needs no parser).
            '@formatjs/icu-messageformat-parser/printer.js': r(
              './node_modules/@formatjs/icu-messageformat-parser/printer.js',
            ),
            // Messages are compiled to ASTs (npm run i18n, `formatjs compile --ast`): FormatJS's parser-less build.
            '@formatjs/icu-messageformat-parser': r('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
            'react-router/dom': r('./node_modules/react-router/dist/production/dom-export.mjs'),
            'react-router': r('./node_modules/react-router/dist/production/index.mjs'),
          }
        : {}),
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
  // The server renderer (npm run build's second step) carries its dependencies, so the server runs exactly the code the
  // browser hydrates with (MUI as the plugins above shape it).
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/client',
    // Which chunk holds each route (server/plugins/pages.ts preloads a page's chunks).
    manifest: true,
    // Maps are written for error reports but not referenced from the bundle, and the server never serves them.
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    // The polyfill only serves browsers without <link rel="modulepreload">, which still load every chunk.
    modulePreload: { polyfill: false },
    // The shell chunk (vite-plugins/initial-chunk.ts) is large by design; its size is watched by bench/bundle-size.mjs.
    chunkSizeWarningLimit: 600,
  },
}));
