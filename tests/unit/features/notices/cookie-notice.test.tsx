import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieNotice } from '@features/notices/components/CookieNotice';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { baseRoutes, deferred, session, settingsAndSessionSettled, settingsWith } from './fixtures';

const KEY = 'cookie_notice_accepted';
const settings = settingsWith();

function consentRoute(answer: MockRoute['handler']): MockRoute {
  return { method: 'POST', path: '/api/consent', handler: answer };
}

const postedBodies = async (calls: Request[]) =>
  Promise.all(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/consent')).map((c) => c.json()));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CookieNotice', () => {
  it('shows the settings text in a labelled region without taking focus', async () => {
    mockApi(baseRoutes(settings));
    renderWithProviders(<CookieNotice />, { locale: 'ar' });
    const region = await screen.findByRole('region', { name: 'إشعار ملفات تعريف الارتباط' });
    expect(region).toHaveTextContent(settings.notices.cookieNotice.text.ar);
    expect(screen.getByRole('button', { name: 'قبول' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رفض' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('accepting posts {analytics: true}, stores yes only once the server answered, then hides and says so', async () => {
    const gate = deferred();
    const { calls } = mockApi([
      ...baseRoutes(settings),
      consentRoute(async () => {
        await gate.promise;
        return { status: 204 };
      }),
    ]);
    renderWithProviders(<CookieNotice />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(async () => expect(await postedBodies(calls)).toEqual([{ analytics: true }]));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toHaveAttribute('aria-busy', 'true');

    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument());
    expect(localStorage.getItem(KEY)).toBe('yes');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. Analytics cookies are allowed.');
  });

  it('keeps the notice and shows a translated error when accepting fails', async () => {
    mockApi([
      ...baseRoutes(settings),
      consentRoute(() => ({ status: 429, body: { status: 429, code: 'rate_limited' } })),
    ]);
    renderWithProviders(<CookieNotice />, { locale: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accepter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Veuillez patienter un instant puis réessayer.',
    );
    expect(screen.getByRole('region', { name: 'Avis sur les cookies' })).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('declining stores no, hides at once and posts {analytics: false}', async () => {
    const { calls } = mockApi([...baseRoutes(settings), consentRoute(() => ({ status: 204 }))]);
    renderWithProviders(<CookieNotice />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(KEY)).toBe('no');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await postedBodies(calls)).toEqual([{ analytics: false }]));
  });

  it.each(['yes', 'no'])('stays hidden on load when the stored flag is %s', async (flag) => {
    localStorage.setItem(KEY, flag);
    mockApi(baseRoutes(settings));
    const { store } = renderWithProviders(<CookieNotice />);
    await settingsAndSessionSettled(store);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('stays hidden when the session already recorded a choice', async () => {
    mockApi(baseRoutes(settings, session({ consent: { analytics: false } })));
    const { store } = renderWithProviders(<CookieNotice />);
    await settingsAndSessionSettled(store);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('gives the page bottom padding equal to its height while shown, and takes it back', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    mockApi([...baseRoutes(settings), consentRoute(() => ({ status: 204 }))]);
    renderWithProviders(<CookieNotice />);
    await screen.findByRole('region', { name: 'Cookie notice' });
    await waitFor(() => expect(document.body.style.paddingBottom).toBe('96px'));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.body.style.paddingBottom).toBe('');
  });
});
