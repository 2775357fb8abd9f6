import { useEffect, useRef, type RefObject } from 'react';
import { resultsScrollTop } from '@features/catalogue/model/listing-scroll';

/**
 * After a sort, filter or page change (not the first load, not load more: `key` leaves the page out then), once
 * the new results are shown, scrolls to their top with the settings' offset (198 px, under the sticky header).
 * Smooth unless the shopper asked for reduced motion.
 */
export function useScrollToResults(
  results: RefObject<HTMLElement | null>,
  key: string,
  ready: boolean,
  offset: number,
): void {
  const scrolledFor = useRef(key);
  useEffect(() => {
    if (!ready || scrolledFor.current === key) return;
    scrolledFor.current = key;
    const element = results.current;
    if (!element) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const top = resultsScrollTop(element.getBoundingClientRect().top, window.scrollY, offset);
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  }, [results, key, ready, offset]);
}
