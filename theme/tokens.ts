/**
 * Design tokens: every colour, size and font decision of the shop lives here.
 * Components read them through the MUI theme, never as literals.
 * Colour pairs are chosen for WCAG 2.2 AA contrast (≥ 4.5:1 for text on its background).
 */
export const palette = {
  /** Majorelle-inspired deep blue: primary actions and links (8.9:1 on paper). */
  indigo: { main: '#1d3f8a', dark: '#142c61', light: '#e7ecf8', contrastText: '#ffffff' },
  /** Terracotta of Fès pottery: sale badges and accents (6.1:1 on paper). */
  terracotta: { main: '#a23b22', dark: '#7d2c18', light: '#f8e6de', contrastText: '#ffffff' },
  /** Zellige green: success and stock messages (6.3:1 on paper). */
  zelligeGreen: { main: '#1e6b4f', dark: '#124733', light: '#e2f2ea', contrastText: '#ffffff' },
  /** Saffron: highlights that never carry text on their own colour. */
  saffron: { main: '#d9a21b', dark: '#8a6200', light: '#fbf1d6', contrastText: '#1f1a14' },
  error: { main: '#b3261e', dark: '#8c1d18', light: '#fdecea', contrastText: '#ffffff' },
  warning: { main: '#8a5300', dark: '#613a00', light: '#fff4e0', contrastText: '#ffffff' },
  info: { main: '#1d5f8a', dark: '#134463', light: '#e3f0f8', contrastText: '#ffffff' },
  /** Warm paper background and ink text. */
  paper: '#fffdf9',
  sand: '#f6f0e6',
  ink: '#1f1a14',
  inkMuted: '#5c5247',
  divider: '#d9cfc1',
  focus: '#1d3f8a',
  overlay: 'rgba(31, 26, 20, 0.5)',
} as const;

/**
 * The colour of each stock state wherever it is written (cards, list rows, the product page): green when it can be
 * bought now, amber on backorder, red when out of stock. The words always say it too.
 */
export const stockTone = {
  instock: palette.zelligeGreen.main,
  onbackorder: palette.warning.main,
  outofstock: palette.error.main,
} as const;

/**
 * Font stacks: each bundled family is followed by its metric-compatible local fallback (fonts.css), which holds its
 * place, in the same room, until the file arrives. On Arabic pages, Latin characters (digits, prices, Latin names)
 * fall through the Arabic families, whose unicode-range is Arabic script only, to Inter.
 */
export const typography = {
  latin: '"Inter", "Inter Fallback", "Inter Fallback DejaVu", system-ui, sans-serif',
  arabic:
    '"Noto Sans Arabic", "Noto Sans Arabic Fallback", "Inter", "Inter Fallback", "Inter Fallback DejaVu", system-ui, sans-serif',
  /** Type scale in rem (1rem = 16px). */
  scale: { xs: 0.75, sm: 0.875, md: 1, lg: 1.125, xl: 1.375, xxl: 1.75, display: 2.5 },
  weights: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
} as const;

/** Spacing unit in px: theme.spacing(n) = n × 8px. */
export const spacingUnit = 8;

export const radii = { sm: 4, md: 8, lg: 16, pill: 999 } as const;

export const elevation = {
  raised: '0 1px 2px rgba(31, 26, 20, 0.12), 0 1px 3px rgba(31, 26, 20, 0.08)',
  overlay: '0 8px 24px rgba(31, 26, 20, 0.18)',
  // Cast upwards by a bar that stays at the bottom of a scrolling area (the cart drawer's footer).
  footer: '0 -4px 12px rgba(31, 26, 20, 0.06)',
} as const;

/** Breakpoints in px, from the store's layout constants. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const layout = {
  containerMax: 1280,
  /** Minimum target size for pointer controls (WCAG 2.5.8 asks 24; we give 44 where room allows). */
  touchTarget: 44,
  minTarget: 24,
  focusRingWidth: 3,
  headerHeight: 72,
  topBarCollapsedHeight: 26,
  /** Below this width the header shows the logo's mark without the word, so the hamburger, logo and four tools fit. */
  logoWordMinWidth: 360,
} as const;

export const motion = { fast: 150, normal: 250 } as const;
