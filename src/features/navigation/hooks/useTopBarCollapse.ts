import { useCallback, useEffect, useRef, useState } from 'react';
import { isTopBarCollapsible } from '../model/top-bar';

/**
 * Measures the top bar's content and says whether it needs the collapse toggle (content taller than 31 px). The
 * content box is observed, not the clipped box around it, so rewrapping on a narrow screen is seen.
 */
export function useTopBarCollapse<T extends HTMLElement>(expandThreshold: number) {
  const contentRef = useRef<T | null>(null);
  const [collapsible, setCollapsible] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const element = contentRef.current;
    if (!element) return undefined;
    const measure = () => setCollapsible(isTopBarCollapsible(element.offsetHeight, expandThreshold));
    measure();
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [expandThreshold]);

  const toggle = useCallback(() => setExpanded((value) => !value), []);

  return { contentRef, collapsible, expanded: collapsible && expanded, collapsed: collapsible && !expanded, toggle };
}
