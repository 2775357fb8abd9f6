import { scrollIntoViewWithOffset } from '@shared/ui/reveal/reveal';

/** How far above an error or a page the form scrolls, so a sticky header does not cover it. */
export const SCROLL_OFFSET_PX = 75;
/** The scroll to the first error the page found takes this long. */
export const ERROR_SCROLL_MS = 750;
/** A general error of the server: this far above it, in this long. */
export const GENERAL_ERROR_SCROLL = { offset: 100, durationMs: 1000 } as const;

/**
 * Scrolls an element into view, this far below the top (in `durationMs` when given), then focuses it without a
 * second jump.
 */
export function scrollAndFocus(element: HTMLElement | null, offset = SCROLL_OFFSET_PX, durationMs?: number): void {
  if (!element) return;
  scrollIntoViewWithOffset(element, offset, durationMs);
  element.focus({ preventScroll: true });
}

/** The first control in error inside a container (its message is its description), focused. */
export function focusFirstError(container: HTMLElement | null): boolean {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  scrollAndFocus(target ?? null, SCROLL_OFFSET_PX, ERROR_SCROLL_MS);
  return Boolean(target);
}
