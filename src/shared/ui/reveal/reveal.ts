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

/** Scrolls so that `element` sits `offset` px below the top of the viewport (never above the page top). */
export function scrollIntoViewWithOffset(element: Element, offset = NOTICE_SCROLL_OFFSET): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
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
