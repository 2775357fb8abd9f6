import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { usePageHidden } from './usePageHidden';

export interface AutoplayOptions {
  /** Autoplay was asked for (it is off unless asked). */
  enabled: boolean;
  delayMs: number;
  reduceMotion: boolean;
  /** Moves on one step; the carousel decides where (and whether to stop on the last slide). */
  onTick: () => void;
  /** The current slide: any move, by the user or by a tick, restarts the delay. */
  index: number;
}

/**
 * Automatic rotation, following the WAI-ARIA carousel pattern: it pauses while the pointer is over the carousel,
 * while focus is inside it (except on the rotation control itself, so that starting it by keyboard starts it),
 * and while the page is hidden, until it is visible again. The rotation control stops and starts it for good. With
 * `prefers-reduced-motion` it does not start on its own; the shopper can still start it.
 */
export function useAutoplay({ enabled, delayMs, reduceMotion, onTick, index }: AutoplayOptions) {
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = usePageHidden();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const tick = useRef(onTick);
  useLayoutEffect(() => {
    tick.current = onTick;
  });

  const rotating = enabled && (choice === 'play' || (choice === null && !reduceMotion));
  const moving = rotating && !hovered && !focused && !hidden;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setTimeout(() => tick.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [moving, delayMs, index]);

  const pausesFocus = (target: EventTarget | null) => target instanceof Node && target !== toggleRef.current;
  const regionProps = enabled
    ? {
        onPointerEnter: (event: PointerEvent) => {
          // A tap would 'enter' and never leave: only a mouse hovers.
          if (event.pointerType === 'mouse') setHovered(true);
        },
        onPointerLeave: (event: PointerEvent) => {
          if (event.pointerType === 'mouse') setHovered(false);
        },
        onFocus: (event: FocusEvent) => setFocused(pausesFocus(event.target)),
        onBlur: (event: FocusEvent<HTMLElement>) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node) || !event.currentTarget.contains(next) || !pausesFocus(next)) setFocused(false);
        },
      }
    : {};

  return {
    /** Rotation is on (the control offers to stop it), even while paused by hover or focus. */
    rotating,
    /** Slides are moving by themselves right now: the live region is off. */
    moving,
    toggle: () => setChoice(rotating ? 'stop' : 'play'),
    stop: () => setChoice('stop'),
    toggleRef,
    regionProps,
  };
}
