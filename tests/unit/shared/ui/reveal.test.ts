import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animateScrollTo, focusFirstAlertAfter, scrollIntoViewWithOffset } from '@shared/ui/reveal/reveal';

function notices(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML =
    '<p>Saved.</p><div role="alert">Enter your e-mail.</div><div role="alert">Enter a password.</div>';
  document.body.append(container);
  return container;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('scrollIntoViewWithOffset', () => {
  it('scrolls so the notices sit 100 px below the viewport top', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400);
    const element = notices();
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 250 } as DOMRect);
    scrollIntoViewWithOffset(element);
    expect(scrollTo).toHaveBeenCalledWith({ top: 550, behavior: 'smooth' });
  });

  it('never scrolls above the page top, and jumps instead of gliding with reduced motion', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    const element = notices();
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 40 } as DOMRect);
    scrollIntoViewWithOffset(element, 100);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});

describe('animateScrollTo', () => {
  /** Frames drawn by hand: each call of `frame(t)` runs the pending animation frame at time t (ms). */
  function frames() {
    let pending: FrameRequestCallback | null = null;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      pending = callback;
      return 1;
    });
    vi.stubGlobal('cancelAnimationFrame', () => (pending = null));
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000);
    const frame = (t: number) => {
      const run = pending;
      pending = null;
      run?.(t);
    };
    const tops = () => scrollTo.mock.calls.map(([o]) => (o as ScrollToOptions).top);
    return { frame, tops, left: () => pending !== null };
  }

  it('takes exactly its duration, eased, from where the page is to the target', () => {
    const { frame, tops, left } = frames();
    animateScrollTo(250, 750);
    frame(100); // the first frame starts the clock
    frame(100 + 375);
    frame(100 + 749);
    expect(left()).toBe(true);
    frame(100 + 750);
    expect(left()).toBe(false);
    const [first, middle, almost, last] = tops();
    expect(first).toBe(1000);
    expect(middle).toBeCloseTo(625); // half way at half time
    expect(almost).toBeGreaterThan(250);
    expect(last).toBe(250);
  });

  it('stops when the shopper scrolls or presses a key meanwhile', () => {
    const { frame, tops, left } = frames();
    animateScrollTo(0, 1000);
    frame(0);
    frame(200);
    window.dispatchEvent(new Event('wheel'));
    expect(left()).toBe(false);
    frame(400);
    expect(tops()).toHaveLength(2);
  });

  it('jumps at once with reduced motion', () => {
    const { tops, left } = frames();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    animateScrollTo(250, 1000);
    expect(tops()).toEqual([250]);
    expect(left()).toBe(false);
  });
});

describe('focusFirstAlertAfter', () => {
  it('focuses the first alert after 500 ms, not before, without adding it to the Tab order', () => {
    const container = notices();
    const [first] = container.querySelectorAll<HTMLElement>('[role="alert"]');
    focusFirstAlertAfter(container);
    vi.advanceTimersByTime(499);
    expect(first).not.toHaveFocus();
    vi.advanceTimersByTime(1);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('tabindex', '-1');
  });

  it('does nothing once cancelled', () => {
    const container = notices();
    const cancel = focusFirstAlertAfter(container, 500);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(document.body).toHaveFocus();
  });
});
