import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';

const EMPTY_RIPPLE = '\0zellige:no-touch-ripple';
const NO_CONTAINER_QUERIES = '\0zellige:no-container-queries';
const NO_THEME_SOURCE = '\0zellige:no-theme-source';

/** What the system's container-query support becomes: no `@container` shorthands, sx objects left as they are. */
const CONTAINER_QUERIES_STUB = `export function sortContainerQueries(theme, css) { return css; }
export function isCqShorthand() { return false; }
export function getContainerQuery() { return null; }
export default function cssContainerQueries(theme) { return theme; }`;

/**
 * Two parts of MUI's buttons that every page downloads and the shop never shows, swapped in the app's production
 * build for what the shop does show (measured with bench/bundle-size.mjs):
 * - TouchRipple, the press animation (1.6 KiB gzip with its transition helpers): ripples are off in the theme
 *   (theme/components.ts, MuiButtonBase), which draws a pressed state in CSS instead, so it is never rendered;
 * - CircularProgress, which Button and IconButton import for their `loading` state (1.1 KiB gzip): the shop does not
 *   use that state (busy buttons keep their label and say so with aria-disabled); should it ever be used, the shop's
 *   own spinner (`indicator`, absolute path) shows instead;
 * - container-query shorthands in `sx` (`@sm`, `theme.containerQueries`, 0.5 KiB gzip): the shop's styles use media
 *   queries only, and `sx` keys that start with '@media' are untouched by the stub;
 * - `theme.toRuntimeSource`, the theme's serialiser for Pigment CSS, which the shop does not use.
 * Tests, Storybook and the dev server keep MUI's modules; with ripples off in the theme they render the same.
 */
export function muiUnusedParts({ indicator }: { indicator: string }): Plugin {
  return {
    name: 'zellige:mui-unused-parts',
    apply: isAppBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === './TouchRipple.mjs' && /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]/.test(importer))
        return EMPTY_RIPPLE;
      if (source === '../cssContainerQueries/index.mjs' && /[\\/]@mui[\\/]system[\\/]/.test(importer)) {
        return NO_CONTAINER_QUERIES;
      }
      if (source === './stringifyTheme.mjs' && /[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer))
        return NO_THEME_SOURCE;
      if (
        source === '../CircularProgress/index.mjs' &&
        /[\\/]@mui[\\/]material[\\/](Button|IconButton)[\\/]/.test(importer)
      ) {
        return indicator;
      }
      return null;
    },
    load(id) {
      if (id === NO_CONTAINER_QUERIES) return CONTAINER_QUERIES_STUB;
      if (id === NO_THEME_SOURCE) return 'export function stringifyTheme() { return ""; }';
      return id === EMPTY_RIPPLE ? 'export default function TouchRipple() { return null; }' : null;
    },
  };
}
