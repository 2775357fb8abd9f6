import { alpha, type Components, type Theme } from '@mui/material/styles';
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
        // A control the browser scrolls into view on focus stops below the sticky header, which shows again as the
        // page scrolls up (WCAG 2.4.11: focus not obscured). Scripted scrolls set their own offsets.
        html: { scrollPaddingTop: layout.headerHeight + 16 },
        body: { backgroundColor: palette.paper, color: palette.ink },
        '*:focus-visible': focusRing,
        a: { color: palette.indigo.main },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms',
            transitionDuration: '0.01ms',
            scrollBehavior: 'auto',
          },
        },
      },
    },
    // No ripple: a press darkens the control for as long as it is held, in CSS (no animation to stop for reduced
    // motion). MUI still bundles TouchRipple, which it never mounts with ripples off. Focus has its ring.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': focusRing,
          '&:active:not(.Mui-disabled)': {
            backgroundImage: `linear-gradient(${alpha(palette.ink, 0.12)}, ${alpha(palette.ink, 0.12)})`,
          },
        },
      },
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
