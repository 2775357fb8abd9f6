import { describe, expect, it } from 'vitest';
import { stickyVisibilityAfter } from '@features/navigation/model/sticky';

const step = (previousY: number, currentY: number, type: 'up' | 'both' = 'up') =>
  stickyVisibilityAfter({ type, previousY, currentY, revealZone: 100 });

describe('sticky header visibility', () => {
  it("type 'up' hides when scrolling down past the header", () => {
    expect(step(200, 300)).toBe(false);
  });

  it("type 'up' shows when scrolling up", () => {
    expect(step(300, 250)).toBe(true);
  });

  it('always shows near the top of the page, even scrolling down', () => {
    expect(step(10, 100)).toBe(true);
    expect(step(0, -20)).toBe(true);
  });

  it('says nothing new when the position did not change', () => {
    expect(step(300, 300)).toBeNull();
  });

  it("type 'both' is always shown", () => {
    expect(step(200, 900, 'both')).toBe(true);
    expect(step(900, 200, 'both')).toBe(true);
  });
});
