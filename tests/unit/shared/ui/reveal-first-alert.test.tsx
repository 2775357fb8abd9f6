import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useRevealFirstAlert } from '@shared/ui/reveal/useRevealFirstAlert';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { settingsWith, stateWithSettings } from '../../features/notices/fixtures';

function FormNotices({ submission }: { submission: number | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealFirstAlert(ref, submission);
  return (
    <div ref={ref}>
      <div role="alert">Enter your e-mail address.</div>
    </div>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useRevealFirstAlert', () => {
  it("uses the settings' offset and delay, and only once there is something to reveal", async () => {
    const preloadedState = await stateWithSettings(
      settingsWith({ notices: { scrollOffset: 120, focusFirstAlertDelayMs: 300 } }),
    );
    mockApi([]);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(<FormNotices submission={null} />, { preloadedState });
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).not.toHaveFocus();

    rerender(<FormNotices submission={1} />);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 380 }));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('alert')).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
