import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComingSoonBanner } from '@features/notices/components/ComingSoonBanner';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { baseRoutes, deferred, session, settingsAndSessionSettled, settingsWith } from './fixtures';

const comingSoon = (enabled = true) =>
  settingsWith({
    notices: {
      comingSoon: { enabled, text: { en: 'Opening in June', fr: 'Ouverture en juin', ar: 'الافتتاح في يونيو' } },
    },
  });

afterEach(() => vi.unstubAllGlobals());

describe('ComingSoonBanner', () => {
  it('shows the settings text in a labelled region when the session has not dismissed it', async () => {
    mockApi(baseRoutes(comingSoon()));
    renderWithProviders(<ComingSoonBanner />, { locale: 'fr' });
    const region = await screen.findByRole('region', { name: 'Bientôt disponible' });
    expect(region).toHaveTextContent('Ouverture en juin');
    expect(screen.getByRole('button', { name: 'Ignorer' })).toBeInTheDocument();
  });

  it('stays hidden when the session says it was dismissed', async () => {
    mockApi(baseRoutes(comingSoon(), session({ comingSoonDismissed: true })));
    const { store } = renderWithProviders(<ComingSoonBanner />);
    await settingsAndSessionSettled(store);
    expect(screen.queryByRole('region', { name: 'Coming soon' })).not.toBeInTheDocument();
  });

  it('stays hidden when the shop switched it off', async () => {
    mockApi(baseRoutes(comingSoon(false)));
    const { store } = renderWithProviders(<ComingSoonBanner />);
    await settingsAndSessionSettled(store);
    expect(screen.queryByRole('region', { name: 'Coming soon' })).not.toBeInTheDocument();
  });

  it('sends the dismiss request with the CSRF header, stays busy while it runs and hides only once it completes', async () => {
    const gate = deferred();
    let dismissed = false;
    const { calls } = mockApi([
      ...baseRoutes(comingSoon(), () => session({ comingSoonDismissed: dismissed })),
      {
        method: 'POST',
        path: '/api/notices/coming-soon/dismiss',
        handler: async () => {
          await gate.promise;
          dismissed = true;
          return { status: 204 };
        },
      },
    ]);
    renderWithProviders(<ComingSoonBanner />);
    const button = await screen.findByRole('button', { name: 'Dismiss' });
    await userEvent.click(button);

    const posts = () => calls.filter((c) => c.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    const region = screen.getByRole('region', { name: 'Coming soon' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // A second press while it runs sends nothing more.
    await userEvent.click(button);
    expect(posts()).toHaveLength(1);

    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Coming soon' })).not.toBeInTheDocument());
    // The mutation invalidates 'Session': the session is read again and now says dismissed.
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/api/session'))).toHaveLength(2));
  });

  it('keeps the banner and shows a translated error when the request fails, and can try again', async () => {
    let fail = true;
    mockApi([
      ...baseRoutes(comingSoon()),
      {
        method: 'POST',
        path: '/api/notices/coming-soon/dismiss',
        handler: () => (fail ? { status: 500, body: { status: 500, code: 'server_error' } } : { status: 204 }),
      },
    ]);
    renderWithProviders(<ComingSoonBanner />, { locale: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ignorer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu de notre côté. Veuillez réessayer.',
    );
    const region = screen.getByRole('region', { name: 'Bientôt disponible' });
    expect(region).not.toHaveAttribute('aria-busy');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Ignorer' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bientôt disponible' })).not.toBeInTheDocument());
  });
});
