import { basename } from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isAppBuild } from './app-build.ts';

type Catalogue = Record<string, Record<string, string>>;
/** The catalogue module's split: the shell's messages and each group's. */
type CatalogueParts = Record<string, Catalogue> & { shell: Catalogue };

export interface PrecompiledMessagesOptions {
  /** Module exporting `catalogueParts`: every locale's ICU message strings, the shell's and each group's. */
  catalogue: string;
  /** The app's import aliases, which the catalogue's modules use. */
  alias: AliasOptions;
  /** The module the app loads its messages through, parsing them at run time (absolute path)… */
  runtimeModule: string;
  /** …and its production twin, importing `virtual:precompiled-messages/{locale}` (absolute path). */
  precompiledModule: string;
}

const VIRTUAL = 'virtual:precompiled-messages/';
const RESOLVED = `\0${VIRTUAL}`;

/** Parses every message of one locale into the AST intl-messageformat formats without a parser. */
export function precompileMessages(messages: Record<string, string>): Record<string, MessageFormatElement[]> {
  // parse()'s defaults are the ones IntlMessageFormat uses at run time (skeletons parsed, `other` required).
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
}

/**
 * The app's production build ships its messages pre-parsed, one chunk per locale, and no ICU parser:
 * `runtimeModule` is swapped for `precompiledModule`, whose `virtual:precompiled-messages/{locale}`
 * imports this plugin generates from the catalogue, and the parser is aliased to the parser-less build
 * formatjs provides for pre-compiled messages. Tests, Storybook and the dev server keep parsing at run
 * time, so nothing changes for them.
 */
export function precompiledMessages(options: PrecompiledMessagesOptions): Plugin {
  const runtimeName = basename(options.runtimeModule).replace(/\.ts$/, '');
  let catalogue: Promise<{ module: { catalogueParts: CatalogueParts }; dependencies: string[] }> | undefined;

  return {
    name: 'zellige:precompiled-messages',
    enforce: 'pre',
    apply: isAppBuild,
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    buildStart() {
      catalogue = undefined; // `vite build --watch`: read the messages again on every rebuild.
    },
    async resolveId(source, importer, resolveOptions) {
      if (source.startsWith(VIRTUAL)) return `\0${source}`;
      if (!source.endsWith(runtimeName) && !source.endsWith(`${runtimeName}.ts`)) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      return resolved?.id === options.runtimeModule ? options.precompiledModule : resolved;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      // The catalogue is TypeScript using the app's aliases: Vite's module runner evaluates it, once per build.
      catalogue ??= runnerImport(options.catalogue, { configFile: false, logLevel: 'error', resolve: { alias: options.alias } });
      const { module, dependencies } = await catalogue;
      for (const file of dependencies) this.addWatchFile(file);
      const parts = module.catalogueParts;
      const path = id.slice(RESOLVED.length);
      if (path === 'groups') {
        // One lazy import per group and locale: each is its own chunk, downloaded by the pages that need it.
        const groups = Object.keys(parts).filter((name) => name !== 'shell');
        const entries = groups.map((group) => {
          const locales = Object.keys(parts[group]!).map((locale) => `${locale}: () => import('${VIRTUAL}${locale}/${group}')`);
          return `${group}: { ${locales.join(', ')} }`;
        });
        return `export default { ${entries.join(', ')} };`;
      }
      const [locale = '', group = 'shell'] = path.split('/');
      const messages = parts[group]?.[locale];
      if (!messages) throw new Error(`No messages for "${path}" in ${options.catalogue}`);
      // JSON.parse of a string literal is faster for engines than the equivalent object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(precompileMessages(messages)))});`;
    },
  };
}
