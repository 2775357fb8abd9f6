import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@app/store';
import { AppRoutes } from '@app/router';
import { mockApi } from '../../support/mock-api';
import { home } from '../features/catalogue/fixtures';

// The lazy 404 module is transformed on first import, which can outlast findBy's timeout on a busy
// machine: import it once up front (hook timeout), so React.lazy resolves from the module cache.
beforeAll(async () => {
  await import('@app/routes/NotFoundPage');
});
afterEach(() => vi.unstubAllGlobals());

async function renderAt(path: string) {
  mockApi([{ path: '/api/catalogue/home', body: home() }]);
  // The locale's resources are awaited with React's use(): an awaited act lets the suspended render resume.
  await act(async () => {
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </Provider>,
    );
  });
}

describe('home and not-found routes inside the shell', () => {
  it('shows the home page at /{locale}/', async () => {
    await renderAt('/en/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Handmade in Morocco' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('shows the not-found page for an unknown address', async () => {
    await renderAt('/fr/nulle-part');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});
