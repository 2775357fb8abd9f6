import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { stickyVisibilityAfter, type StickyType } from '../model/sticky';

export interface StickyHeaderOptions {
  enabled: boolean;
  type: StickyType;
  /** Header pinning delay: 200 ms; a change of direction within it cancels the change. */
  pinDelayMs: number;
  /** Scroll offset under which the header is in its natural place and always shown. */
  revealZone: number;
  /** True while focus is inside the header: a keyboard user must never lose sight of the focused control. */
  holdOpen: boolean;
}

/** Whether the sticky header is shown. Scroll is read in a listener, never during render or at import time. */
export function useStickyHeader({ enabled, type, pinDelayMs, revealZone, holdOpen }: StickyHeaderOptions): boolean {
  const [shown, setShown] = useState(true);
  // Focus inside reveals the header and keeps it revealed (adjusted during render, so a hide that lands while
  // focus is inside is undone at once); after focus leaves, the next scroll down hides it.
  if (holdOpen && !shown) setShown(true);

  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  });

  const pending = useRef<{ value: boolean; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let previousY = window.scrollY;
    const cancel = () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    };
    const onScroll = () => {
      const currentY = window.scrollY;
      const next = stickyVisibilityAfter({ type, previousY, currentY, revealZone });
      previousY = currentY;
      if (next === null) return;
      if (pending.current?.value === next) return;
      cancel();
      if (next === shownRef.current) return;
      pending.current = {
        value: next,
        timer: setTimeout(() => {
          pending.current = null;
          shownRef.current = next;
          setShown(next);
        }, pinDelayMs),
      };
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancel();
    };
  }, [enabled, type, pinDelayMs, revealZone]);

  if (!enabled || type === 'both') return true;
  return shown || holdOpen;
}
