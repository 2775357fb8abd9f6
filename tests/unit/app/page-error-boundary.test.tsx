import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { PageErrorBoundary } from '@app/routes/PageErrorBoundary';
import { PageLoadError } from '@app/routes/PageLoadError';
import { renderWithProviders } from '../../support/render';

// A page whose code never arrives, as React.lazy sees a failed download.
const Unreachable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

describe('PageLoadError', () => {
  it('says in the shopper’s language that the page did not load, takes focus, and offers to try again', async () => {
    const retry = vi.fn();
    renderWithProviders(<PageLoadError onRetry={retry} />, { locale: 'fr' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu être chargée' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Cette page n’a pas pu être chargée | Zellige — artisanat marocain');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('PageErrorBoundary', () => {
  it('shows the error page in place of a page whose code failed to download, and clears it on the next address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let key = '/a';
    function Keyed() {
      return (
        <PageErrorBoundary resetKey={key}>
          <Suspense fallback={null}>{key === '/a' ? <Unreachable /> : <p>page b</p>}</Suspense>
        </PageErrorBoundary>
      );
    }
    const { rerender } = renderWithProviders(<Keyed />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    key = '/b';
    await act(async () => rerender(<Keyed />));
    expect(screen.getByText('page b')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
