// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { createShopTheme } from '@theme/create-theme';
import { muiWithoutCssVariables } from '../../../vite-plugins/mui-without-css-variables';

const styles = fileURLToPath(new URL('../../../node_modules/@mui/material/styles', import.meta.url));

/**
 * The MUI modules the plugin replaces, as last read against its replacements. A new MUI version that
 * changes one fails here: re-read it, carry any change of its plain-theme branch into the plugin, then
 * update the hash.
 */
const PINNED = {
  'createTheme.mjs': '6bba840f32e75db7040ef6e1f863f8905ba3a5cd10f8aabe8692f21bf6d989bc',
  'ThemeProvider.mjs': '98daa198a2236cfb02a3d6e5a54c72377dc72b10d6cd06224e67826354fedb0a',
};

/** Strings only MUI's CSS-variables code holds (createThemeWithVars, CssVarsProvider, its storage keys). */
const CSS_VARIABLES_CODE = ['colorSchemeSelector', 'generateStyleSheets', 'mui-mode'];

/** Builds a module that exports MUI's createTheme and ThemeProvider, with the given plugins. */
async function buildWith(...plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'test:entry',
    resolveId: (id) => (id === 'entry' ? '\0entry' : null),
    load: (id) => (id === '\0entry' ? `export { createTheme, ThemeProvider } from '@mui/material/styles';` : null),
  };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: 'entry',
        preserveEntrySignatures: 'strict',
        external: [/^react(-dom)?(\/|$)/, /^@emotion\//, 'prop-types'],
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.map((chunk) => ('code' in chunk ? chunk.code : ''))).join('\n');
}

describe('MUI without CSS variables (vite-plugins/mui-without-css-variables.ts)', () => {
  it('replaces MUI modules whose sources are unchanged since the plugin was written', () => {
    for (const [file, pinned] of Object.entries(PINNED)) {
      const hash = createHash('sha256')
        .update(readFileSync(`${styles}/${file}`))
        .digest('hex');
      expect(hash, `@mui/material/styles/${file} changed: check the plugin against it, then update PINNED`).toBe(
        pinned,
      );
    }
  });

  it('leaves MUI’s CSS-variables code out of a build, which has it without the plugin', async () => {
    const without = await buildWith();
    for (const marker of CSS_VARIABLES_CODE) expect(without, marker).toContain(marker);
    const code = await buildWith(muiWithoutCssVariables({ styles }));
    expect(code).toContain('createThemeNoVars');
    for (const marker of CSS_VARIABLES_CODE) expect(code, marker).not.toContain(marker);
  });

  it('fails the build when the modules it replaces are not found', async () => {
    const elsewhere = fileURLToPath(new URL('../../../node_modules/@mui/material/Button', import.meta.url));
    await expect(buildWith(muiWithoutCssVariables({ styles: elsewhere }))).rejects.toThrow(/MUI modules not found/);
  });

  it('is given the shop’s themes, which never ask for CSS variables', () => {
    for (const locale of ['fr', 'en', 'ar'] as const) {
      const theme = createShopTheme({ direction: locale === 'ar' ? 'rtl' : 'ltr', locale });
      expect(theme).not.toHaveProperty('colorSchemes');
      expect(theme).not.toHaveProperty('vars');
      expect(theme).not.toHaveProperty('cssVariables');
    }
  });
});
