/**
 * Arrow keys on a focused carousel. 'Next' is the direction text reads in: ArrowRight in left-to-right locales,
 * ArrowLeft in Arabic, where the next slide comes in from the left.
 */
export type KeyMove = 1 | -1 | 'first' | 'last';

export function carouselKeyMove(key: string, direction: 'ltr' | 'rtl'): KeyMove | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === backward) return -1;
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return null;
}

/** Keys typed into a field belong to the field, not to the carousel around it. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
