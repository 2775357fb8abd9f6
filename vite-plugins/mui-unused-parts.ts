import type { Plugin } from 'vite';
import { isAppBuild } from './app-build.ts';

const EMPTY_RIPPLE = '\0zellige:no-touch-ripple';

/**
 * Two parts of MUI's buttons that every page downloads and the shop never shows, swapped in the app's production
 * build for what the shop does show (measured with bench/bundle-size.mjs):
 * - TouchRipple, the press animation (1.6 KiB gzip with its transition helpers): ripples are off in the theme
 *   (theme/components.ts, MuiButtonBase), which draws a pressed state in CSS instead, so it is never rendered;
 * - CircularProgress, which Button and IconButton import for their `loading` state (1.1 KiB gzip): the shop does not
 *   use that state (busy buttons keep their label and say so with aria-disabled); should it ever be used, the shop's
 *   own spinner (`indicator`, absolute path) shows instead.
 * Tests, Storybook and the dev server keep MUI's modules; with ripples off in the theme they render the same.
 */
export function muiUnusedParts({ indicator }: { indicator: string }): Plugin {
  return {
    name: 'zellige:mui-unused-parts',
    apply: isAppBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === './TouchRipple.mjs' && /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]/.test(importer)) return EMPTY_RIPPLE;
      if (source === '../CircularProgress/index.mjs' && /[\\/]@mui[\\/]material[\\/](Button|IconButton)[\\/]/.test(importer)) {
        return indicator;
      }
      return null;
    },
    load(id) {
      return id === EMPTY_RIPPLE ? 'export default function TouchRipple() { return null; }' : null;
    },
  };
}
