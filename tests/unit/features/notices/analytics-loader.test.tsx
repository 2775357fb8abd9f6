import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsLoader } from '@features/notices/components/AnalyticsLoader';
import { CookieNotice } from '@features/notices/components/CookieNotice';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { baseRoutes, session, settingsAndSessionSettled, settingsWith } from './fixtures';

const KEY = 'cookie_notice_accepted';
const analyticsOn = settingsWith({ analytics: { enabled: true } });
const analyticsOff = settingsWith({ analytics: { enabled: false } });
const script = <p>analytics script</p>;

async function renderGate(routes: Parameters<typeof mockApi>[0]) {
  mockApi(routes);
  const result = renderWithProviders(<AnalyticsLoader>{script}</AnalyticsLoader>);
  await settingsAndSessionSettled(result.store);
  return result;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsLoader', () => {
  it('loads when analytics are on and the shopper accepted', async () => {
    localStorage.setItem(KEY, 'yes');
    await renderGate(baseRoutes(analyticsOn));
    expect(screen.getByText('analytics script')).toBeInTheDocument();
  });

  it('loads nothing when the shopper has not chosen', async () => {
    await renderGate(baseRoutes(analyticsOn));
    expect(screen.queryByText('analytics script')).not.toBeInTheDocument();
  });

  it('loads nothing when the shopper declined, even if the session once said yes', async () => {
    localStorage.setItem(KEY, 'no');
    await renderGate(baseRoutes(analyticsOn, session({ consent: { analytics: true } })));
    expect(screen.queryByText('analytics script')).not.toBeInTheDocument();
  });

  it('loads nothing when the shop has analytics switched off, whatever the consent', async () => {
    localStorage.setItem(KEY, 'yes');
    await renderGate(baseRoutes(analyticsOff));
    expect(screen.queryByText('analytics script')).not.toBeInTheDocument();
  });

  it('follows the consent the session recorded when this browser has no flag', async () => {
    await renderGate(baseRoutes(analyticsOn, session({ consent: { analytics: true } })));
    expect(screen.getByText('analytics script')).toBeInTheDocument();
  });

  it('loads later, without a reload, once the shopper accepts in the cookie notice', async () => {
    mockApi([...baseRoutes(analyticsOn), { method: 'POST', path: '/api/consent', status: 204 }]);
    renderWithProviders(
      <>
        <AnalyticsLoader>{script}</AnalyticsLoader>
        <CookieNotice />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('analytics script')).toBeInTheDocument();
  });

  it('follows a choice made in another tab', async () => {
    await renderGate(baseRoutes(analyticsOn));
    localStorage.setItem(KEY, 'yes');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'yes' })));
    await waitFor(() => expect(screen.getByText('analytics script')).toBeInTheDocument());
  });
});
