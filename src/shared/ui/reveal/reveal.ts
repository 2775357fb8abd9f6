/**
 * Bringing notices to the shopper's attention: scrolled into view with a 100 px offset (room for the sticky header),
 * and the first alert focused after 500 ms. Focus moves only when a caller opts in, after an action of the shopper (a
 * form submission): alerts that take focus on their own cut off what screen readers were saying.
 */

export const NOTICE_SCROLL_OFFSET = 100;
export const FOCUS_FIRST_ALERT_DELAY_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls so that `element` sits `offset` px below the top of the viewport (never above the page top): in
 * `durationMs` when given (see animateScrollTo), else with the browser's smooth scroll.
 */
export function scrollIntoViewWithOffset(element: Element, offset = NOTICE_SCROLL_OFFSET, durationMs?: number): void {
  const top = Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
  if (durationMs !== undefined) animateScrollTo(top, durationMs);
  else window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** What stops a scroll animation: the shopper scrolling or pressing a key meanwhile takes over. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window to `top` in exactly `durationMs` (eased in and out), at once when the shopper prefers reduced
 * motion; the shopper's own scroll or key stops it. Returns a function that stops it.
 */
export function animateScrollTo(top: number, durationMs: number): () => void {
  const from = window.scrollY;
  if (prefersReducedMotion() || durationMs <= 0 || Math.abs(top - from) < 1) {
    window.scrollTo({ top, behavior: 'auto' });
    return () => undefined;
  }
  let frame = 0;
  let start: number | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop);
  };
  const step = (now: number) => {
    start ??= now;
    const t = Math.min(1, (now - start) / durationMs);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo({ top: from + (top - from) * eased, behavior: 'auto' });
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/**
 * Focuses the first `role="alert"` inside `container` after `delayMs` (the scroll settles first).
 * Returns a cancel function for unmounts and newer notices.
 */
export function focusFirstAlertAfter(container: ParentNode, delayMs = FOCUS_FIRST_ALERT_DELAY_MS): () => void {
  const timer = setTimeout(() => {
    const alert = container.querySelector<HTMLElement>('[role="alert"]');
    if (!alert) return;
    // An alert is not focusable by default; -1 keeps it out of the Tab order.
    if (!alert.hasAttribute('tabindex')) alert.setAttribute('tabindex', '-1');
    // Already scrolled with the offset: a second, offset-less scroll would hide it under the header.
    alert.focus({ preventScroll: true });
  }, delayMs);
  return () => clearTimeout(timer);
}
