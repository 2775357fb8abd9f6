import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusFirstAlertAfter, scrollIntoViewWithOffset } from '@shared/ui/reveal/reveal';

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
