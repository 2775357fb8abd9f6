import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { makeStore } from '@app/store';
import { AppRoutes } from '@app/router';
import { mockApi } from '../../support/mock-api';
import { baseRoutes } from '../../support/fixtures/routes';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';

beforeAll(async () => {
  await import('@app/routes/product/ProductRoute');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="description"]')?.remove();
});

function LocationProbe() {
  const location = useLocation();
  return (
    <output
      data-testid="location"
      data-navigation={useNavigationType()}
    >{`${location.pathname}${location.search}`}</output>
  );
}

async function renderAt(path: string) {
  mockApi(baseRoutes);
  await act(async () => {
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    );
  });
}

const location = () => screen.getByTestId('location');

// Full app (shell, routes, store): the first render is slow on a busy machine.
describe('product route', { timeout: 20_000 }, () => {
  it('names the product in the title, the description and the breadcrumb, starting from the address’s choice', async () => {
    await renderAt(`/en/product/${PRODUCT_CASES.variable}/?attribute_colour=indigo&utm_source=mail`);
    const name = 'Dotted pointed babouches from Marrakech';
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${name} | Zellige`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^A leather piece, stitched by hand in Marrakech/,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/en/shop/');
    expect(within(trail).getByRole('link', { name: 'Babouches' })).toHaveAttribute('href', '/en/category/babouches/');
    expect(within(trail).getByText(name)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'indigo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Description' })).toBeInTheDocument();
  });

  it('shows the product’s stars and count under its name, as its card does', async () => {
    await renderAt(`/fr/product/${PRODUCT_CASES.variable}/`);
    const heading = await screen.findByRole('heading', { level: 1 });
    const stars = screen.getByRole('img', { name: /4,48/ });
    expect(heading.compareDocumentPosition(stars) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('rewrites the query to the choice in place and updates the share field', async () => {
    await renderAt(`/fr/product/${PRODUCT_CASES.variable}/?utm_source=mail`);
    const sizes = await screen.findByRole('group', { name: 'Taille' });
    await userEvent.setup().click(within(sizes).getByRole('button', { name: '38' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        `/fr/product/${PRODUCT_CASES.variable}/?utm_source=mail&attribute_size=eu-38`,
      ),
    );
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    // The address shows when the shopper asks to share.
    expect(screen.queryByRole('textbox', { name: 'Lien de partage' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Partager', expanded: false }));
    expect(screen.getByRole('textbox', { name: 'Lien de partage' })).toHaveValue(
      `${window.location.origin}/fr/product/${PRODUCT_CASES.variable}/?attribute_size=eu-38`,
    );
  });

  it('shows the not-found page for an unknown product', async () => {
    await renderAt('/ar/product/no-such-product/');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });
});
