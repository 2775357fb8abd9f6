import { useCallback, useEffect, useRef, useState } from 'react';
import { isTopBarCollapsible } from '../model/top-bar';

/**
 * Measures the top bar's content and says whether it needs the collapse toggle (content taller than 31 px). The
 * content box is observed, not the clipped box around it, so rewrapping on a narrow screen is seen. Until it is
 * measured (the server's HTML, and the page until its scripts run) the bar is collapsed with the toggle's place kept:
 * on a phone nothing moves when the toggle arrives, and on a wide screen the one line it shows is the whole bar.
 */
export function useTopBarCollapse<T extends HTMLElement>(expandThreshold: number) {
  const contentRef = useRef<T | null>(null);
  const [collapsible, setCollapsible] = useState<boolean | null>(null);
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

  return {
    contentRef,
    measured: collapsible !== null,
    collapsible: collapsible !== false,
    expanded: collapsible === true && expanded,
    collapsed: collapsible !== false && !expanded,
    toggle,
  };
}
