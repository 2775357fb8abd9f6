import { useEffect, type RefObject } from 'react';

/**
 * While a fixed bar sits at the bottom of the viewport, the page gets bottom padding and scroll
 * padding equal to its height: the end of the page can be scrolled above it, and an element that
 * receives focus is scrolled clear of it (WCAG 2.2 SC 2.4.11 Focus Not Obscured). Block-end is the
 * bottom in both directions, so no mirroring is needed.
 */
export function useReservedBottomSpace(bar: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!active || !element) return;
    const { body, documentElement: root } = document;
    const previous = { padding: body.style.paddingBottom, scrollPadding: root.style.scrollPaddingBottom };
    const apply = () => {
      const height = `${element.offsetHeight}px`;
      body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    apply();
    // The bar's height changes with the viewport width and the text size the shopper chose.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = previous.padding;
      root.style.scrollPaddingBottom = previous.scrollPadding;
    };
  }, [bar, active]);
}
