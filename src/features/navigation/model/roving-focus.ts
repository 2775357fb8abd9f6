/**
 * Which item gets focus when an arrow, Home or End key is pressed in a menu. Pure index arithmetic so the
 * components only move focus; movement wraps around, as in the APG disclosure-navigation example.
 */
export type Orientation = 'horizontal' | 'vertical';

export function nextFocusIndex(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | null {
  if (count === 0) return null;
  const forward = orientation === 'vertical' ? 'ArrowDown' : direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = orientation === 'vertical' ? 'ArrowUp' : direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1 + count) % count;
    case backward:
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
