import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERAL_ERROR_SCROLL, focusFirstError, scrollAndFocus } from '@features/forms/hooks/focus';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Runs the scroll's frames at the given times and says where the window was last sent. */
function scrolled(start: () => void, times: number[]) {
  const frames: { pending: FrameRequestCallback | null } = { pending: null };
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frames.pending = callback), 1));
  vi.stubGlobal('cancelAnimationFrame', () => (frames.pending = null));
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
  start();
  const at: number[] = [];
  for (const t of times) {
    const run = frames.pending;
    frames.pending = null;
    run?.(t);
    at.push((scrollTo.mock.lastCall?.[0] as ScrollToOptions | undefined)?.top ?? NaN);
  }
  return at;
}

function field(top: number) {
  document.body.innerHTML = '<form><p role="alert" data-general-error>Error</p><input aria-invalid="true" /></form>';
  for (const element of document.body.querySelectorAll('input, p'))
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  return document.body.querySelector('form')!;
}

describe('a form bringing what went wrong into view', () => {
  it('scrolls to the first error 75 px below the top in 750 ms, and focuses it', () => {
    const form = field(1075);
    const at = scrolled(() => focusFirstError(form), [0, 749, 750]);
    expect(at[1]).toBeLessThan(1000);
    expect(at[2]).toBe(1000);
    expect(form.querySelector('input')).toHaveFocus();
  });

  it('scrolls to a general error 100 px above it in 1000 ms', () => {
    const form = field(1100);
    const general = form.querySelector<HTMLElement>('[data-general-error]')!;
    general.tabIndex = -1;
    const { offset, durationMs } = GENERAL_ERROR_SCROLL;
    const at = scrolled(() => scrollAndFocus(general, offset, durationMs), [0, 999, 1000]);
    expect(at[1]).toBeLessThan(1000);
    expect(at[2]).toBe(1000);
    expect(general).toHaveFocus();
  });
});
