import { useEffect, useEffectEvent, type RefObject } from 'react';
import {
  autoLoadMargin,
  FOCUS_SCROLL_GRACE_MS,
  reachedInfiniteThreshold,
} from '@features/catalogue/model/listing-scroll';

interface Options {
  /** 'load-more': click the button when it nears the viewport; 'infinite': load at 90% of the way to the end. */
  mode: 'load-more' | 'infinite';
  /** False while a page loads and when every page is shown. */
  enabled: boolean;
  button: RefObject<HTMLElement | null>;
  results: RefObject<HTMLElement | null>;
  onLoad: () => void;
}

/**
 * Loads the next page when the shopper scrolls near the end of the results, and never because focus moved
 * (Hydrogen loaded products when Tab reached the trigger: WCAG 2.1.1). A focus change makes the browser scroll
 * the focused element into view, so scrolls within a short grace period after a focus change are ignored, the
 * button never clicks itself while it has focus, and each load needs a new scroll by the shopper.
 * The button's nearness comes from an IntersectionObserver with the spec's margin (300 px, 150 px at ≤ 768 px).
 */
export function useAutoLoad({ mode, enabled, button, results, onLoad }: Options): void {
  const load = useEffectEvent(onLoad);

  useEffect(() => {
    if (!enabled) return undefined;
    let lastFocusAt = Number.NEGATIVE_INFINITY;
    let scrolledByShopper = false;
    let near = false;

    const maybeLoad = () => {
      if (!near || !scrolledByShopper) return;
      if (button.current && document.activeElement === button.current) return;
      scrolledByShopper = false;
      load();
    };
    const onFocusIn = () => {
      lastFocusAt = performance.now();
      scrolledByShopper = false;
    };
    const onScroll = () => {
      if (performance.now() - lastFocusAt < FOCUS_SCROLL_GRACE_MS) return;
      scrolledByShopper = true;
      if (mode === 'infinite' && results.current) {
        const end = results.current.getBoundingClientRect().bottom + window.scrollY;
        near = reachedInfiniteThreshold(window.scrollY, window.innerHeight, end);
      }
      maybeLoad();
    };

    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('scroll', onScroll, { passive: true });
    let observer: IntersectionObserver | undefined;
    if (mode === 'load-more' && button.current && typeof IntersectionObserver !== 'undefined') {
      const margin = autoLoadMargin(window.innerWidth);
      observer = new IntersectionObserver(
        (entries) => {
          near = entries.some((entry) => entry.isIntersecting);
          maybeLoad();
        },
        { rootMargin: `0px 0px ${margin}px 0px` },
      );
      observer.observe(button.current);
    }
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [enabled, mode, button, results]);
}
