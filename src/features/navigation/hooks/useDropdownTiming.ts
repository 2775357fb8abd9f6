import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';

export interface DropdownTimingOptions {
  /** Delay before a menu shows: 0 ms. */
  showDelayMs: number;
  /** Delay before a menu hides: 150 ms, so a pointer cutting a corner does not close the menu. */
  hideDelayMs: number;
  /** On touch devices a tap outside hides open menus after this delay: 350 ms. */
  touchHideDelayMs: number;
}

/**
 * 'pointer': opened by hovering, so leaving closes it again.
 * 'user': opened on purpose (click, tap, keyboard), so it stays until dismissed.
 */
export type OpenedBy = 'pointer' | 'user';

/**
 * Open state and timing of one desktop dropdown. Hover only counts for a real mouse (pointerType), which is
 * what the spec's 'mouse detection' heuristic approximated; touch and pen open menus through the toggle.
 */
export function useDropdownTiming<T extends HTMLElement>({
  showDelayMs,
  hideDelayMs,
  touchHideDelayMs,
}: DropdownTimingOptions) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const openedBy = useRef<OpenedBy | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const containerRef = useRef<T | null>(null);

  const clearTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const apply = useCallback((next: boolean, by: OpenedBy | null) => {
    openRef.current = next;
    openedBy.current = next ? by : null;
    setOpen(next);
  }, []);

  /** Runs `action` after `ms`, replacing whatever was pending; 0 runs it now (no flash of a closed menu). */
  const later = useCallback(
    (ms: number, action: () => void) => {
      clearTimer();
      if (ms <= 0) action();
      else
        timer.current = setTimeout(() => {
          timer.current = undefined;
          action();
        }, ms);
    },
    [clearTimer],
  );

  const show = useCallback(
    (by: OpenedBy = 'user') => {
      clearTimer();
      apply(true, by);
    },
    [apply, clearTimer],
  );

  const hide = useCallback(() => {
    clearTimer();
    apply(false, null);
  }, [apply, clearTimer]);

  /** A click on a menu the pointer already opened keeps it open (and makes it stay), instead of closing it. */
  const toggle = useCallback(() => {
    if (openRef.current && openedBy.current === 'pointer') {
      clearTimer();
      openedBy.current = 'user';
    } else if (openRef.current) hide();
    else show('user');
  }, [clearTimer, hide, show]);

  const onPointerEnter = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (openRef.current) clearTimer();
      else later(showDelayMs, () => apply(true, 'pointer'));
    },
    [apply, clearTimer, later, showDelayMs],
  );

  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (!openRef.current) clearTimer();
      else if (openedBy.current === 'pointer') later(hideDelayMs, hide);
    },
    [clearTimer, hide, hideDelayMs, later],
  );

  /** Focus leaving to another element (Tab, Shift+Tab) closes; focus leaving the window does not. */
  const onBlur = useCallback(
    (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !containerRef.current?.contains(next)) hide();
    },
    [hide],
  );

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      if (event.pointerType === 'touch') later(touchHideDelayMs, hide);
      else hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, later, hide, touchHideDelayMs]);

  useEffect(() => clearTimer, [clearTimer]);

  return { open, show, hide, toggle, containerRef, itemProps: { onPointerEnter, onPointerLeave, onBlur } };
}
