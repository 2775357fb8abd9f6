import { scrollIntoViewWithOffset } from '@shared/ui/reveal/reveal';

/** How far above an error or a page the form scrolls, so a sticky header does not cover it. */
export const SCROLL_OFFSET_PX = 75;

/** Scrolls an element into view, this far below the top, then focuses it without a second jump. */
export function scrollAndFocus(element: HTMLElement | null, offset = SCROLL_OFFSET_PX): void {
  if (!element) return;
  scrollIntoViewWithOffset(element, offset);
  element.focus({ preventScroll: true });
}

/** The first control in error inside a container (its message is its description), focused. */
export function focusFirstError(container: HTMLElement | null): boolean {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  scrollAndFocus(target ?? null);
  return Boolean(target);
}
