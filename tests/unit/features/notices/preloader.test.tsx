import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Preloader } from '@features/notices/components/Preloader';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { baseRoutes, settingsSettled, settingsWith, stateWithSettings } from './fixtures';

const enabled = settingsWith({ preloader: { enabled: true, removeAfterMs: 2000 } });
const busyOverlay = () => document.querySelector('[aria-busy="true"]');

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

/** Renders with the settings already cached (no request), then fake timers drive the component. */
async function renderPreloader(settings = enabled) {
  const preloadedState = await stateWithSettings(settings);
  // Any request would be a bug here: the settings are cached.
  const { fetchMock } = mockApi([]);
  vi.useFakeTimers();
  const result = renderWithProviders(<Preloader />, { preloadedState });
  expect(fetchMock).not.toHaveBeenCalled();
  return result;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (document as { readyState?: unknown }).readyState;
});

describe('Preloader', () => {
  it('is off by default: nothing covers the page', async () => {
    mockApi(baseRoutes(settingsWith()));
    const { store } = renderWithProviders(<Preloader />);
    await settingsSettled(store);
    expect(busyOverlay()).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when on, covers the page with a busy overlay and removes itself after removeAfterMs once loaded', async () => {
    await renderPreloader();
    expect(busyOverlay()).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('spinner')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(busyOverlay()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(busyOverlay()).toBeNull();
  });

  it('waits for the page load when it comes after removeAfterMs', async () => {
    setReadyState('loading');
    await renderPreloader();
    act(() => vi.advanceTimersByTime(5000));
    expect(busyOverlay()).not.toBeNull();

    setReadyState('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(busyOverlay()).toBeNull();
  });

  it('shows no spinning indicator when the shopper prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    await renderPreloader();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });
});
