import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';

const CREATE_THEME = '\0mui-no-css-variables/createTheme';
const THEME_PROVIDER = '\0mui-no-css-variables/ThemeProvider';

/** MUI's createTheme without its CSS-variables branch: the same call for themes that do not ask for it. */
const createThemeSource = (styles: string) => `
import createThemeNoVars from ${JSON.stringify(join(styles, 'createThemeNoVars.mjs'))};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('CSS-variables themes need MUI\\'s full createTheme: remove vite-plugins/mui-without-css-variables.ts');
  }
  return createThemeNoVars(options, ...args);
}`;

/** MUI's ThemeProvider without CssVarsProvider: the same element for themes made by the createTheme above. */
const themeProviderSource = (styles: string) => `
import { useMemo } from 'react';
import { jsx } from 'react/jsx-runtime';
import ThemeProviderNoVars from ${JSON.stringify(join(styles, 'ThemeProviderNoVars.mjs'))};
import THEME_ID from ${JSON.stringify(join(styles, 'identifier.mjs'))};
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) throw new Error('CSS-variables themes need MUI\\'s full ThemeProvider');
    // As MUI does: a theme without vars must not inherit an outer theme's.
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`;

/**
 * MUI's createTheme and ThemeProvider decide at run time between a plain theme and a CSS-variables
 * one, so both are bundled although the shop's theme (theme/create-theme.ts) never uses CSS
 * variables: about 8 KiB gzip of createThemeWithVars, CssVarsProvider and colour-scheme code. In the
 * app's production build, this plugin resolves those two MUI modules to their plain-theme branch.
 * MUI exports no such entry point (9.5: `@mui/material/styles` only), and its own default theme
 * imports the full createTheme, so no public import leaves that code out; hence this swap of its
 * internal modules, whose sources tests/unit/build/mui-without-css-variables.test.ts pins.
 * `styles` is the folder of `@mui/material/styles`; the build fails if its modules are not found.
 */
export function muiWithoutCssVariables({ styles: stylesPath }: { styles: string }): Plugin {
  // Module ids are real paths: node_modules may be a symbolic link (as in a git worktree).
  const styles = realpathSync(stylesPath);
  const replaced = new Map([
    [join(styles, 'createTheme.mjs'), CREATE_THEME],
    [join(styles, 'ThemeProvider.mjs'), THEME_PROVIDER],
  ]);
  const used = new Set<string>();

  return {
    name: 'zellige:mui-without-css-variables',
    enforce: 'pre',
    apply: isAppBuild,
    async resolveId(source, importer, options) {
      if (!/(createTheme|ThemeProvider)(\.mjs)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const replacement = resolved && replaced.get(resolved.id);
      if (!replacement) return resolved;
      used.add(replacement);
      return replacement;
    },
    load(id) {
      if (id === CREATE_THEME) return createThemeSource(styles);
      if (id === THEME_PROVIDER) return themeProviderSource(styles);
      return null;
    },
    buildEnd(error) {
      // A swap that matches nothing would ship the CSS-variables code unnoticed, as a warning did.
      if (!error && used.size < replaced.size) {
        this.error(
          'MUI modules not found: check vite-plugins/mui-without-css-variables.ts against @mui/material/styles',
        );
      }
    },
  };
}
