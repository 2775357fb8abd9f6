import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartCountdown, COUNTDOWN_HIDDEN_KEY } from '@features/cart/components/CartCountdown';
import { clockText, loopingRemainingSeconds, remainingSeconds, wordsText } from '@features/cart/model/countdown';
import type { CountdownSettings } from '@domain/settings';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';

const TEN_MINUTES = 600;

describe('the countdown arithmetic (end = start + length × 60 s)', () => {
  const end = '2026-05-01T12:10:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts the whole seconds left, rounded up', () => {
    expect(remainingSeconds(end, at('2026-05-01T12:00:00.000Z'), TEN_MINUTES)).toBe(600);
    expect(remainingSeconds(end, at('2026-05-01T12:09:59.200Z'), TEN_MINUTES)).toBe(1);
  });

  it('never shows more than the whole length (a shopper clock behind the server) nor less than 0', () => {
    expect(remainingSeconds(end, at('2026-05-01T11:50:00.000Z'), TEN_MINUTES)).toBe(600);
    expect(remainingSeconds(end, at('2026-05-01T12:11:00.000Z'), TEN_MINUTES)).toBe(0);
    expect(remainingSeconds('not a date', at('2026-05-01T12:00:00.000Z'), TEN_MINUTES)).toBe(0);
  });

  it('starts a looping countdown over at each end: never 0, a whole length at each boundary', () => {
    const start = '2026-05-01T12:00:00.000Z';
    expect(loopingRemainingSeconds(start, at('2026-05-01T12:04:30.000Z'), TEN_MINUTES)).toBe(330);
    expect(loopingRemainingSeconds(start, at('2026-05-01T12:10:00.000Z'), TEN_MINUTES)).toBe(600);
    expect(loopingRemainingSeconds(start, at('2026-05-01T12:29:59.500Z'), TEN_MINUTES)).toBe(1);
    expect(loopingRemainingSeconds(start, at('2026-05-01T11:59:00.000Z'), TEN_MINUTES)).toBe(600);
  });

  it('writes the time in words in each language, with Latin digits', () => {
    expect(wordsText(270, 'en')).toBe('4 minutes and 30 seconds');
    // French keeps number and unit together with a no-break space.
    expect(wordsText(270, 'fr')).toMatch(/^4\sminutes et 30\ssecondes$/);
    expect(wordsText(270, 'ar')).toMatch(/^4 .+ و30 /);
    expect(wordsText(3_725, 'en')).toBe('1 hour, 2 minutes, and 5 seconds');
    expect(wordsText(5, 'en')).toBe('5 seconds');
  });

  it('writes mm:ss, with hours only when there are some', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(3_725)).toBe('1:02:05');
  });
});

function renderCountdown(endsAt: string, countdown: Partial<CountdownSettings> = {}) {
  const settings = structuredClone(fixture<{ cart: { countdown: CountdownSettings } }>('settings', 'all'));
  Object.assign(settings.cart.countdown, countdown);
  const api = mockApi([
    { method: 'POST', path: '/api/cart/countdown/restart', body: fixture('cart:full', 'en') },
    { path: '/api/settings', body: settings },
    ...baseRoutes,
  ]);
  renderWithProviders(
    <CartCountdown
      countdown={{ startedAt: new Date(Date.parse(endsAt) - TEN_MINUTES * 1000).toISOString(), endsAt }}
    />,
    { locale: 'en' },
  );
  return api;
}

describe('the cart countdown (WCAG 2.2.1: the shopper can turn it off or extend it)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('ticks as a timer, then says once that the time is out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCountdown(new Date(Date.now() + 2_000).toISOString());
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('00:02');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You’re out of time! Check out now to avoid losing your order!',
    );
  });

  it('asks the server for more time', async () => {
    const api = renderCountdown(new Date(Date.now() + 60_000).toISOString());
    await userEvent.click(await screen.findByRole('button', { name: 'Give me more time' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.url.includes('/api/cart/countdown/restart'))).toBe(
        true,
      ),
    );
  });

  it('hides the timer for the rest of the visit', async () => {
    renderCountdown(new Date(Date.now() + 60_000).toISOString());
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the timer' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(COUNTDOWN_HIDDEN_KEY)).toBe('1');
  });

  it('follows the settings: the time in words, and the owner’s own expired message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const own = { fr: 'Temps écoulé', en: 'Time is up: your items are no longer held', ar: 'انتهى الوقت' };
    renderCountdown(new Date(Date.now() + 65_000).toISOString(), { formatter: 'words', expiredMessage: own });
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^1 minute and [45] seconds?$/));
    await act(() => vi.advanceTimersByTimeAsync(66_000));
    expect(screen.getByRole('status')).toHaveTextContent(own.en);
  });

  it('never runs out when it loops: it starts over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCountdown(new Date(Date.now() + 2_000).toISOString(), { loop: true });
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('00:02'));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^09:5\d$/);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
