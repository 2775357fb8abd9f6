import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router-dom';
import { RouteAnnouncer } from '@app/routes/RouteAnnouncer';
import { usePageMeta } from '@app/routes/use-page-meta';

function Page() {
  const { name } = useParams();
  usePageMeta(`Page ${name}`);
  return <h1>{name}</h1>;
}

/** Another page that happens to share page a's title. */
function Twin() {
  usePageMeta('Page a');
  return <h1>twin</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        // As in the app: the announcer is in the layout that every page renders inside.
        element: (
          <RouteAnnouncer>
            <Outlet />
          </RouteAnnouncer>
        ),
        children: [
          { path: '/twin', element: <Twin /> },
          { path: '/:name', element: <Page /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteAnnouncer', () => {
  it('says nothing for the page a visitor lands on', async () => {
    renderAt('/a');
    await screen.findByRole('heading', { name: 'a' });
    expect(document.title).toBe('Page a');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('announces the new page title after a client-side navigation, politely and whole', async () => {
    const router = renderAt('/a');
    await act(() => router.navigate('/b'));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-atomic', 'true');
    expect(status).toHaveTextContent('Page b');
  });

  it('announces a page that shares the previous title, as a new node so it is heard again', async () => {
    const router = renderAt('/b');
    await act(() => router.navigate('/a'));
    const first = screen.getByRole('status').firstElementChild;
    expect(first).toHaveTextContent('Page a');
    await act(() => router.navigate('/twin'));
    await screen.findByRole('heading', { name: 'twin' });
    const second = screen.getByRole('status').firstElementChild;
    expect(second).toHaveTextContent('Page a');
    expect(second).not.toBe(first);
  });
});
