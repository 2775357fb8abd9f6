/**
 * Carousel values: breakpoints, the items / gutter / group fallback chains, the loop rule, pages and fractions.
 * Plain TypeScript: the carousel component reads its layout from here, and a server rendering a page can too.
 */

/** From the narrowest to the widest. */
export const CAROUSEL_BREAKPOINTS = [
  'mobile',
  'mobile_extra',
  'tablet',
  'tablet_extra',
  'laptop',
  'desktop',
  'widescreen',
] as const;
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];

/** Default minimum widths in px (mobile is everything below mobile_extra). */
export const DEFAULT_BREAKPOINT_MIN_WIDTHS: Record<CarouselBreakpoint, number> = {
  mobile: 0,
  mobile_extra: 361,
  tablet: 576,
  tablet_extra: 768,
  laptop: 992,
  desktop: 1200,
  widescreen: 1600,
};

/** The page builder states its breakpoints as maximum widths (widescreen as a minimum). */
export type PageBuilderBreakpoints = Partial<Record<Exclude<CarouselBreakpoint, 'desktop' | 'widescreen'>, number>> & {
  widescreen?: number;
};
export const PAGE_BUILDER_BREAKPOINTS: Required<PageBuilderBreakpoints> = {
  mobile: 360,
  mobile_extra: 575,
  tablet: 767,
  tablet_extra: 991,
  laptop: 1199,
  widescreen: 1600,
};

export const CAROUSEL_DEFAULTS = {
  speedMs: 500,
  autoplayDelayMs: 3000,
  zoomMax: 3,
  zoomMin: 1,
  scrollbarHideMs: 1000,
  /** slideToClickedSlide sets the touch ratio to this. */
  slideToClickedTouchRatio: 0.2,
  /** Page-builder carousels: 3 slides by default, 1 on mobile. */
  pageBuilderItems: 3,
  pageBuilderItemsMobile: 1,
} as const;

/** What a data attribute can hold: a number, a numeric string, a keyword, or nothing. */
export type RawValue = string | number | null | undefined;
export type PerBreakpoint<T> = Partial<Record<CarouselBreakpoint, T>>;
export type ItemsPerView = number | 'auto';

/** Each breakpoint falls back to the next larger one; desktop is the root of the chain. */
const FALLS_BACK_TO: Record<CarouselBreakpoint, CarouselBreakpoint | null> = {
  desktop: null,
  widescreen: 'desktop',
  laptop: 'desktop',
  tablet_extra: 'laptop',
  tablet: 'tablet_extra',
  mobile_extra: 'tablet',
  mobile: 'mobile_extra',
};

const isEmpty = (raw: RawValue) => raw === null || raw === undefined || String(raw).trim() === '';

/** A numeric value (speed, gutter, delay) falls back to its default when empty or not a number. */
export function numberOr(raw: RawValue, fallback: number): number {
  if (isEmpty(raw)) return fallback;
  const value = Number(String(raw).trim());
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A whole number ≥ 1, or null. Fractions are floored ('2.5' shows 2): pages and slide labels count whole slides. */
function wholeCount(raw: RawValue): number | null {
  if (isEmpty(raw)) return null;
  const value = Math.floor(Number(String(raw).trim()));
  return Number.isFinite(value) && value >= 1 ? value : null;
}

/** 'auto-fixed' is 'auto'; empty (or unreadable) means 'inherit from the next larger breakpoint' (null). */
export function normaliseItems(raw: RawValue): ItemsPerView | null {
  if (typeof raw === 'string' && ['auto', 'auto-fixed'].includes(raw.trim())) return 'auto';
  return wholeCount(raw);
}

/** Resolves a per-breakpoint chain: an empty value takes the resolved value of the breakpoint it falls back to. */
function resolveChain<T>(values: PerBreakpoint<T | null>, rootDefault: T): Record<CarouselBreakpoint, T> {
  const resolve = (breakpoint: CarouselBreakpoint): T => {
    const own = values[breakpoint];
    if (own !== null && own !== undefined) return own;
    const parent = FALLS_BACK_TO[breakpoint];
    return parent ? resolve(parent) : rootDefault;
  };
  return Object.fromEntries(CAROUSEL_BREAKPOINTS.map((b) => [b, resolve(b)])) as Record<CarouselBreakpoint, T>;
}

const mapRaw = <T>(raw: PerBreakpoint<RawValue>, read: (value: RawValue) => T | null): PerBreakpoint<T | null> =>
  Object.fromEntries(CAROUSEL_BREAKPOINTS.map((b) => [b, read(raw[b])]));

/** Items per view per breakpoint; desktop defaults to 1. */
export function resolveItems(raw: PerBreakpoint<RawValue> = {}): Record<CarouselBreakpoint, ItemsPerView> {
  return resolveChain(mapRaw(raw, normaliseItems), 1 as ItemsPerView);
}

/**
 * Gutters in px follow the same chain; desktop defaults to 0. An empty or unreadable gutter falls back to
 * its default, which for a breakpoint is the gutter of the one it falls back to.
 */
export function resolveGutters(raw: PerBreakpoint<RawValue> = {}): Record<CarouselBreakpoint, number> {
  return resolveChain(
    mapRaw(raw, (value) => {
      const gutter = numberOr(value, -1);
      return gutter < 0 ? null : gutter;
    }),
    0,
  );
}

/**
 * Group sizes cascade from desktop downward (an empty value inherits the raw value above it, desktop's
 * empty value is 1); then, per breakpoint, the group is 1 when items is 'auto', and 'inherit' or a group larger
 * than the items per view becomes the items per view.
 */
export function resolveGroups(
  raw: PerBreakpoint<RawValue>,
  items: Record<CarouselBreakpoint, ItemsPerView>,
): Record<CarouselBreakpoint, number> {
  const cascaded = resolveChain<number | 'inherit'>(
    mapRaw(raw, (value) => (typeof value === 'string' && value.trim() === 'inherit' ? 'inherit' : wholeCount(value))),
    1,
  );
  return Object.fromEntries(
    CAROUSEL_BREAKPOINTS.map((b) => {
      const perView = items[b];
      const group = cascaded[b];
      if (perView === 'auto') return [b, 1];
      return [b, group === 'inherit' || group > perView ? perView : group];
    }),
  ) as Record<CarouselBreakpoint, number>;
}

/**
 * Minimum widths of the breakpoints in use. Without page-builder breakpoints, the default ones. With them, each
 * enabled breakpoint starts one pixel after the previous enabled one's maximum (a disabled one is absent and its
 * range belongs to the breakpoint below it), and widescreen starts at its own minimum.
 */
export function breakpointMinWidths(pageBuilder?: PageBuilderBreakpoints): PerBreakpoint<number> {
  if (!pageBuilder) return { ...DEFAULT_BREAKPOINT_MIN_WIDTHS };
  const widths: PerBreakpoint<number> = { mobile: 0 };
  let start = 0;
  for (const b of ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop'] as const) {
    const max = pageBuilder[b];
    if (max === undefined) continue;
    widths[b] = start;
    start = max + 1;
  }
  widths.desktop = start;
  if (pageBuilder.widescreen !== undefined && pageBuilder.widescreen > start)
    widths.widescreen = pageBuilder.widescreen;
  return widths;
}

export interface CarouselConfig {
  items?: PerBreakpoint<RawValue>;
  group?: PerBreakpoint<RawValue>;
  gutter?: PerBreakpoint<RawValue>;
  /** Use the page builder's enabled breakpoints instead of the defaults. */
  pageBuilderBreakpoints?: PageBuilderBreakpoints;
}

export interface BreakpointLayout {
  breakpoint: CarouselBreakpoint;
  minWidth: number;
  perView: ItemsPerView;
  /** Space between slides, in px. */
  gutter: number;
  /** Slides moved by one step of the previous / next buttons. */
  group: number;
}

/** The layout of each breakpoint in use, narrowest first. */
export function carouselLayouts(config: CarouselConfig = {}): BreakpointLayout[] {
  const items = resolveItems(config.items);
  const gutters = resolveGutters(config.gutter);
  const groups = resolveGroups(config.group ?? {}, items);
  const widths = breakpointMinWidths(config.pageBuilderBreakpoints);
  return CAROUSEL_BREAKPOINTS.filter((b) => widths[b] !== undefined)
    .map((b) => ({ breakpoint: b, minWidth: widths[b]!, perView: items[b], gutter: gutters[b], group: groups[b] }))
    .sort((a, b) => a.minWidth - b.minWidth);
}

/** The layout that applies at a viewport width: the widest breakpoint whose minimum it reaches. */
export function layoutAt(layouts: BreakpointLayout[], viewportWidth: number): BreakpointLayout {
  let found = layouts[0]!;
  for (const layout of layouts) if (viewportWidth >= layout.minWidth) found = layout;
  return found;
}
