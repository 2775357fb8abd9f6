/** Constants and geometry of the listing's scrolling behaviours: load more, infinite scroll, scroll to results. */

/** The load-more button is clicked automatically when it comes this close to the viewport (px). */
export const AUTO_LOAD_MARGIN = { wide: 300, narrow: 150 } as const;
/** Viewports this wide or narrower use the narrow margin. */
export const AUTO_LOAD_NARROW_MAX_WIDTH = 768;
/** Infinite scroll loads when the bottom of the viewport has travelled 90% of the way to the end of the results. */
export const INFINITE_SCROLL_THRESHOLD = 0.9;
/**
 * A scroll this soon after a focus change is the browser bringing the focused element into view, not the shopper
 * scrolling: it must never load products (WCAG 2.1.1; Hydrogen loaded on focus).
 */
export const FOCUS_SCROLL_GRACE_MS = 500;

export function autoLoadMargin(viewportWidth: number): number {
  return viewportWidth <= AUTO_LOAD_NARROW_MAX_WIDTH ? AUTO_LOAD_MARGIN.narrow : AUTO_LOAD_MARGIN.wide;
}

/** `resultsEnd`: the results' bottom edge in document coordinates (its rect bottom + scrollY). */
export function reachedInfiniteThreshold(scrollY: number, viewportHeight: number, resultsEnd: number): boolean {
  return scrollY + viewportHeight >= resultsEnd * INFINITE_SCROLL_THRESHOLD;
}

/** Where to scroll so the results' top sits `offset` px below the viewport's top (under the sticky header). */
export function resultsScrollTop(resultsTop: number, scrollY: number, offset: number): number {
  return Math.max(0, resultsTop + scrollY - offset);
}
