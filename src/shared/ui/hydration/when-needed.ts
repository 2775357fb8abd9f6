import type { Gate } from './gate';

/** Near enough to the view to hydrate before the shopper scrolls to it. */
const MARGIN = '200px';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;
const PRESSES = new Set<string>([...INTERACTIONS, 'click', 'keyup', 'pointerup', 'focus', 'input', 'change']);

const isInteraction = (event: Event) => PRESSES.has(event.type);

/**
 * Opens `gate` once `wrapper`'s content is pressed, focused or typed in — listened to on the document, before
 * React's own listener, so React hydrates the region within that event and then delivers it — and, with `inView`,
 * once it comes within the margin of the view. Without a wrapper it opens at once.
 */
export function openWhenNeeded(gate: Gate, wrapper: Element | null, { inView }: { inView: boolean }): void {
  // Met while React hydrates the page to deliver a press inside the region (the event being dispatched now).
  const current = typeof window === 'undefined' ? undefined : window.event;
  if (
    !wrapper ||
    (current && isInteraction(current) && current.target instanceof Node && wrapper.contains(current.target))
  ) {
    gate.openNow();
    return;
  }
  const observer =
    inView && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) gate.openNow();
          },
          { rootMargin: MARGIN },
        )
      : null;
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) gate.openNow();
  };
  // The wrapper draws no box of its own (display: contents): its children are what is seen.
  for (const child of wrapper.children) observer?.observe(child);
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  void gate.opened.then(() => {
    observer?.disconnect();
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  });
}
