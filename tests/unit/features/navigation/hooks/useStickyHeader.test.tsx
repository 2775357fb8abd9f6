import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useStickyHeader, type StickyHeaderOptions } from '@features/navigation/hooks/useStickyHeader';

const defaults: StickyHeaderOptions = { enabled: true, type: 'up', pinDelayMs: 200, revealZone: 100, holdOpen: false };

function Harness(props: Partial<StickyHeaderOptions>) {
  const shown = useStickyHeader({ ...defaults, ...props });
  return <div data-testid="header">{shown ? 'shown' : 'hidden'}</div>;
}

const visibility = () => screen.getByTestId('header').textContent;
const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useStickyHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it("type 'up' hides after the 200 ms pin delay when scrolling down", () => {
    render(<Harness />);
    scrollTo(400);
    advance(199);
    expect(visibility()).toBe('shown');
    advance(1);
    expect(visibility()).toBe('hidden');
  });

  it("type 'up' shows again after the pin delay when scrolling up", () => {
    render(<Harness />);
    scrollTo(400);
    advance(200);
    scrollTo(350);
    advance(199);
    expect(visibility()).toBe('hidden');
    advance(1);
    expect(visibility()).toBe('shown');
  });

  it('keeps counting the delay from the first step of a direction, and a reversal cancels it', () => {
    render(<Harness />);
    scrollTo(300);
    advance(150);
    scrollTo(400);
    advance(50);
    expect(visibility()).toBe('hidden');
    scrollTo(300);
    advance(100);
    scrollTo(500);
    advance(500);
    expect(visibility()).toBe('hidden');
  });

  it('is shown near the top of the page', () => {
    render(<Harness />);
    scrollTo(400);
    advance(200);
    scrollTo(50);
    advance(200);
    expect(visibility()).toBe('shown');
  });

  it("type 'both' is never hidden", () => {
    render(<Harness type="both" />);
    scrollTo(400);
    advance(1000);
    scrollTo(800);
    advance(1000);
    expect(visibility()).toBe('shown');
  });

  it('is never hidden while focus is inside, and is revealed when focus enters', () => {
    const { rerender } = render(<Harness />);
    scrollTo(400);
    advance(200);
    expect(visibility()).toBe('hidden');
    rerender(<Harness holdOpen />);
    expect(visibility()).toBe('shown');
    scrollTo(800);
    advance(1000);
    expect(visibility()).toBe('shown');
    // Focus leaving does not hide it by itself: the next scroll down does.
    rerender(<Harness holdOpen={false} />);
    expect(visibility()).toBe('shown');
    scrollTo(900);
    advance(200);
    expect(visibility()).toBe('hidden');
  });

  it('does nothing when sticky is off', () => {
    render(<Harness enabled={false} />);
    scrollTo(400);
    advance(1000);
    expect(visibility()).toBe('shown');
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Harness />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    remove.mockRestore();
  });
});
