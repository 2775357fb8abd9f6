import { createTheme, type Direction, type Theme } from '@mui/material/styles';
import { palette, stockTone, typography, spacingUnit, radii, breakpoints, layout, elevation, motion } from './tokens';
import { componentOverrides } from './components';

export interface ThemeOptions {
  direction: Direction;
  locale: 'fr' | 'en' | 'ar';
}

/** Builds the shop theme for a direction and locale; the only place MUI is configured. */
export function createShopTheme({ direction, locale }: ThemeOptions): Theme {
  const fontFamily = locale === 'ar' ? typography.arabic : typography.latin;
  const rem = (n: number) => `${n}rem`;
  const base = createTheme({
    direction,
    spacing: spacingUnit,
    breakpoints: { values: breakpoints },
    shape: { borderRadius: radii.md },
    palette: {
      mode: 'light',
      primary: palette.indigo,
      secondary: palette.terracotta,
      success: palette.zelligeGreen,
      warning: palette.warning,
      error: palette.error,
      info: palette.info,
      background: { default: palette.paper, paper: palette.paper },
      text: { primary: palette.ink, secondary: palette.inkMuted },
      divider: palette.divider,
    },
    typography: {
      fontFamily,
      htmlFontSize: 16,
      fontSize: 16,
      h1: {
        fontSize: rem(typography.scale.display),
        fontWeight: typography.weights.bold,
        lineHeight: typography.lineHeight.tight,
      },
      h2: {
        fontSize: rem(typography.scale.xxl),
        fontWeight: typography.weights.bold,
        lineHeight: typography.lineHeight.tight,
      },
      h3: {
        fontSize: rem(typography.scale.xl),
        fontWeight: typography.weights.medium,
        lineHeight: typography.lineHeight.tight,
      },
      h4: { fontSize: rem(typography.scale.lg), fontWeight: typography.weights.medium },
      body1: { fontSize: rem(typography.scale.md), lineHeight: typography.lineHeight.normal },
      body2: { fontSize: rem(typography.scale.sm), lineHeight: typography.lineHeight.normal },
      caption: { fontSize: rem(typography.scale.xs) },
      button: { textTransform: 'none', fontWeight: typography.weights.medium },
    },
    transitions: { duration: { shorter: motion.fast, standard: motion.normal } },
  });
  return createTheme(base, {
    components: componentOverrides(base),
    shop: { palette, stockTone, radii, layout, elevation },
  });
}

declare module '@mui/material/styles' {
  interface Theme {
    shop: {
      palette: typeof palette;
      stockTone: typeof stockTone;
      radii: typeof radii;
      layout: typeof layout;
      elevation: typeof elevation;
    };
  }
  interface ThemeOptions {
    shop?: {
      palette: typeof palette;
      stockTone: typeof stockTone;
      radii: typeof radii;
      layout: typeof layout;
      elevation: typeof elevation;
    };
  }
}
