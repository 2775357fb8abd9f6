import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@app/store';
import { routes } from '@app/router';
import { mockApi } from '../../support/mock-api';
import { home } from '../features/catalogue/fixtures';

// The lazy route module is transformed on first import, which can outlast findBy's timeout on a busy
// machine: import it once up front (hook timeout), so the router's lazy() resolves from the module cache.
beforeAll(async () => {
  await import('@app/routes/home-route');
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  mockApi([{ path: '/api/catalogue/home', body: home() }]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('home and not-found routes inside the shell', () => {
  it('lazy-loads the home page at /{locale}/', async () => {
    renderAt('/en/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Handmade in Morocco' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('shows the not-found page for an unknown address', async () => {
    renderAt('/fr/nulle-part');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});
