import { useCallback, useSyncExternalStore } from 'react';
import type { BreakpointLayout } from '@domain/carousel';

const query = (minWidth: number) => `(min-width: ${minWidth}px)`;
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * The layout of the breakpoint the viewport is in (breakpoints are minimum viewport widths), following resizes.
 * Without a viewport (server rendering) the narrowest layout applies: the page is built mobile first.
 */
export function useBreakpointLayout(layouts: BreakpointLayout[]): BreakpointLayout {
  const widths = layouts.map((l) => l.minWidth).join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const lists = widths
        .split(',')
        .map(Number)
        .filter((w) => w > 0)
        .map((w) => window.matchMedia(query(w)));
      lists.forEach((list) => list.addEventListener?.('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener?.('change', onChange));
    },
    [widths],
  );
  const narrowest = layouts[0]!.breakpoint;
  const current = useSyncExternalStore(
    subscribe,
    () => {
      if (!canMatch()) return narrowest;
      let found = narrowest;
      for (const l of layouts)
        if (l.minWidth === 0 || window.matchMedia(query(l.minWidth)).matches) found = l.breakpoint;
      return found;
    },
    () => narrowest,
  );
  return layouts.find((l) => l.breakpoint === current) ?? layouts[0]!;
}
