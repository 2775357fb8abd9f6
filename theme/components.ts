import type { Components, Theme } from '@mui/material/styles';
import { palette, layout } from './tokens';

/** Visible focus everywhere (WCAG 2.4.7 / 2.4.13): one ring, drawn outside the element. */
const focusRing = {
  outline: `${layout.focusRingWidth}px solid ${palette.focus}`,
  outlineOffset: 2,
};

export function componentOverrides(theme: Theme): Components<Theme> {
  return {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: palette.paper, color: palette.ink },
        '*:focus-visible': focusRing,
        a: { color: palette.indigo.main },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms', transitionDuration: '0.01ms', scrollBehavior: 'auto' },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      styleOverrides: { root: { minHeight: layout.touchTarget, borderRadius: theme.shape.borderRadius } },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: layout.touchTarget, minHeight: layout.touchTarget } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { '&:focus-visible': focusRing } },
    },
    MuiTab: {
      styleOverrides: { root: { minHeight: layout.touchTarget, textTransform: 'none' } },
    },
  };
}
