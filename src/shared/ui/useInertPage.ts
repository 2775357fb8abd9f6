import { useEffect, useLayoutEffect, useRef } from 'react';

/** Where the page is mounted: the shop's root, or Storybook's. */
const PAGE_ROOT = '#root, #storybook-root';

/** Open modals holding the page inert (a confirmation over a dialog is a second one). */
let holders = 0;

/**
 * The page behind an open modal is inert: no Tab stop, no click, nothing in the accessibility tree (MUI only marks it
 * aria-hidden, which leaves its controls focusable). It becomes inert once focus is inside the modal, never before:
 * MUI remembers the element focus came from to give it back. It is given back in the layout phase of the commit that
 * closes the modal, before MUI returns focus to the opener: focus never lands in an inert page.
 */
export function useInertPage(open: boolean): void {
  const holding = useRef<HTMLElement | null>(null);
  // Closed from the layout phase on: focus going back to the opener's dialog must not hold the page again.
  const closed = useRef(true);
  useEffect(() => {
    if (!open) return;
    const root = document.querySelector<HTMLElement>(PAGE_ROOT);
    if (!root) return;
    closed.current = false;
    const hold = () => {
      if (closed.current || holding.current || !document.activeElement || root.contains(document.activeElement)) return;
      if (document.activeElement === document.body) return;
      holding.current = root;
      holders += 1;
      root.setAttribute('inert', '');
    };
    hold();
    document.addEventListener('focusin', hold);
    return () => document.removeEventListener('focusin', hold);
  }, [open]);
  useLayoutEffect(() => {
    if (!open) return;
    return () => {
      closed.current = true;
      const root = holding.current;
      if (!root) return;
      holding.current = null;
      holders -= 1;
      if (holders === 0) root.removeAttribute('inert');
    };
  }, [open]);
}
