import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from '@features/navigation/model/roving-focus';

describe('nextFocusIndex', () => {
  it('moves down and up a vertical list, wrapping around', () => {
    expect(nextFocusIndex('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(nextFocusIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(nextFocusIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(nextFocusIndex('ArrowUp', 2, 3, 'vertical')).toBe(1);
  });

  it('goes to the first and last item with Home and End', () => {
    expect(nextFocusIndex('Home', 2, 4, 'vertical')).toBe(0);
    expect(nextFocusIndex('End', 0, 4, 'horizontal')).toBe(3);
  });

  it('moves along a horizontal bar with the arrow pointing forward, mirrored in RTL', () => {
    expect(nextFocusIndex('ArrowRight', 1, 4, 'horizontal', 'ltr')).toBe(2);
    expect(nextFocusIndex('ArrowLeft', 1, 4, 'horizontal', 'ltr')).toBe(0);
    expect(nextFocusIndex('ArrowLeft', 1, 4, 'horizontal', 'rtl')).toBe(2);
    expect(nextFocusIndex('ArrowRight', 1, 4, 'horizontal', 'rtl')).toBe(0);
  });

  it('ignores keys of the other orientation and unrelated keys', () => {
    expect(nextFocusIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(nextFocusIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(nextFocusIndex('a', 0, 3, 'vertical')).toBeNull();
  });

  it('enters a list from outside at its ends', () => {
    expect(nextFocusIndex('ArrowDown', -1, 3, 'vertical')).toBe(0);
    expect(nextFocusIndex('ArrowUp', -1, 3, 'vertical')).toBe(2);
    expect(nextFocusIndex('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});
