import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@app/store';
import { LocaleProviders } from '@app/providers/LocaleProviders';
import type { Locale } from '@domain/locales';
import { ANNOUNCE_DELAY_MS, OrderReceived } from '@features/checkout/components/order/OrderReceived';
import type { Order } from '@features/checkout/model/types';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes } from '../../../support/fixtures/routes';
import { storyOrder, type OrderCase } from '../../../../stories/support/order';

const show = (which: OrderCase, locale: Locale = 'en', edit: (order: Order) => Order = (o) => o) =>
  renderWithProviders(<OrderReceived order={edit(storyOrder(which, locale))} />, { locale });

const addressUnder = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!.querySelector('address')!;

// Full provider stack (MUI, Emotion, router, store): slow on a busy machine.
describe('OrderReceived', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi(baseRoutes));
  afterEach(() => vi.unstubAllGlobals());

  it('renders the page heading and gives it focus once, on mount', () => {
    const { rerender } = show('cod');
    const heading = screen.getByRole('heading', { level: 1, name: 'Order received' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveFocus();
    // Focus moved elsewhere stays there on a later render.
    const details = screen.getByRole('table', { name: 'Order details' });
    details.setAttribute('tabindex', '-1');
    details.focus();
    rerender(<OrderReceived order={storyOrder('bacs', 'en')} />);
    expect(details).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('marks the lines, their attributes and the shipping method with the language the order was placed in', () => {
    const placed = storyOrder('cod', 'fr');
    show('cod', 'ar', (o) => ({ ...o, lines: placed.lines, shippingMethod: placed.shippingMethod, writtenIn: 'fr' }));
    const table = screen.getByRole('table');
    const name = within(table).getByText(placed.lines[0]!.name);
    expect(name).toHaveAttribute('lang', 'fr');
    const attribute = placed.lines[0]!.attributes[0]!;
    expect(within(table).getByText(new RegExp(attribute.value)).closest('[lang]')).toHaveAttribute('lang', 'fr');
    expect(within(table).getByText(placed.shippingMethod!.label)).toHaveAttribute('lang', 'fr');
    // The page's own words are not marked.
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'ar');
  });

  it('marks nothing when the order was placed in the page’s language', () => {
    const { container } = show('cod', 'ar');
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('announces the order received once, politely, from a status region filled 1 s after mount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { rerender } = show('cod');
      const [region, ...others] = screen.getAllByRole('status');
      expect(others).toHaveLength(0);
      // In the page, empty, before the sentence arrives: a region that arrives holding its text is not reliably read.
      expect(region).toBeEmptyDOMElement();
      const changes: string[] = [];
      new MutationObserver(() => changes.push(region!.textContent ?? '')).observe(region!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      await act(() => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS - 1));
      expect(region).toBeEmptyDOMElement();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(region).toHaveTextContent(/^Thank you\. Your order has been received\.$/);
      // Later renders and time say nothing more.
      rerender(<OrderReceived order={storyOrder('bacs', 'en')} />);
      await act(() => vi.advanceTimersByTimeAsync(5 * ANNOUNCE_DELAY_MS));
      expect(screen.getByRole('status')).toBe(region);
      expect(changes).toEqual(['Thank you. Your order has been received.']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the region empty on the server, so the sentence arrives after hydration and is spoken', () => {
    const html = renderToStaticMarkup(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/en/']}>
          <LocaleProviders locale="en" syncDocument={false}>
            <OrderReceived order={storyOrder('cod', 'en')} />
          </LocaleProviders>
        </MemoryRouter>
      </Provider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(page.querySelector('[role="status"]')?.textContent).toBe('');
    // The visible sentence is in the server's HTML.
    expect(page.body.textContent).toContain('Thank you. Your order has been received.');
  });

  it('lists the overview: number, date in the locale, e-mail left to right, total, payment method', () => {
    show('cod', 'fr');
    const overview = screen.getByRole('list', { name: 'Récapitulatif de la commande' });
    const items = within(overview).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Numéro de commande1042',
      'Date14 mars 2025',
      'E-mailyasmine.alaoui@example.ma',
      expect.stringMatching(/^Total/),
      'Moyen de paiementPaiement à la livraison',
    ]);
    expect(within(overview).getByText('yasmine.alaoui@example.ma')).toHaveAttribute('dir', 'ltr');
  });

  it('shows the bank details only for a bank transfer, grouped, left to right, with the order number as reference', () => {
    show('cod');
    expect(screen.queryByRole('region', { name: 'Our bank details' })).not.toBeInTheDocument();
    expect(screen.getByText('Pay in cash when your parcel is delivered.')).toBeInTheDocument();
    expect(screen.queryByText(/RIB/)).not.toBeInTheDocument();

    show('bacs');
    const bank = screen.getByRole('region', { name: 'Our bank details' });
    const value = (label: string) => within(bank).getByText(label).nextElementSibling!;
    expect(value('RIB')).toHaveTextContent('190 780 2111700023456001 78');
    expect(value('IBAN')).toHaveTextContent('MA64 1907 8021 1170 0023 4560 0178');
    expect(value('BIC / SWIFT')).toHaveTextContent('BCPOMAMC');
    expect(value('Payment reference (your order number)')).toHaveTextContent('1042');
    for (const text of ['Zellige SARL', 'Banque Populaire', 'BCPOMAMC', '1042']) {
      expect(within(bank).getByText(text)).toHaveAttribute('dir', 'ltr');
    }
  });

  it('lists the lines in a real table with their attributes, and the discount row only when there is one', () => {
    show('cod');
    const table = screen.getByRole('table', { name: 'Order details' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Quantity', 'Total']);
    const mug = within(table).getByRole('rowheader', { name: /Dotted coffee mug from Safi/ });
    expect(mug).toHaveTextContent('Colour: Indigo');
    expect(within(mug.closest('tr')!).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: /Discount/ })).not.toBeInTheDocument();
    const shipping = within(table).getByRole('rowheader', { name: 'Shipping' }).closest('tr')!;
    expect(shipping).toHaveTextContent(/via Home delivery in Casablanca/);
    expect(screen.queryByRole('heading', { name: 'Your note' })).not.toBeInTheDocument();

    show('discountNoteShipTo');
    const discounted = screen.getAllByRole('table', { name: 'Order details' })[1]!;
    const discount = within(discounted).getByRole('rowheader', { name: 'Discount (bienvenue10)' }).closest('tr')!;
    expect(discount).toHaveTextContent('-57.00');
    expect(within(discounted).getByRole('rowheader', { name: 'Shipping' }).closest('tr')).toHaveTextContent(
      'Free via Free shipping',
    );
    expect(screen.getByRole('heading', { name: 'Your note' })).toBeInTheDocument();
  });

  it('shows no discount row for a zero discount even with a coupon code', () => {
    show('cod', 'en', (order) => ({ ...order, couponCodes: ['bienvenue10'] }));
    expect(screen.queryByRole('rowheader', { name: /Discount/ })).not.toBeInTheDocument();
  });

  it('writes the addresses with the state and country in Arabic, and the phone and e-mail left to right', () => {
    show('discountNoteShipTo', 'ar');
    const billing = addressUnder('عنوان الفوترة');
    expect(billing.tagName).toBe('ADDRESS');
    expect(billing).toHaveTextContent('الدار البيضاء');
    expect(billing).toHaveTextContent('المغرب');
    expect(billing).not.toHaveTextContent('macas');
    const phone = within(billing).getByRole('link', { name: '+212 6 12 34 56 78' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('href', 'tel:+212612345678');
    const email = within(billing).getByRole('link', { name: 'yasmine.alaoui@example.ma' });
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email).toHaveAttribute('href', 'mailto:yasmine.alaoui@example.ma');
    const shipping = addressUnder('عنوان الشحن');
    expect(shipping).toHaveTextContent('Riad Dar Zellige');
    expect(shipping).toHaveTextContent('مراكش');
    expect(within(shipping).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps a free-text state as typed and names the country in the locale', () => {
    show('longAbroad', 'fr');
    const billing = addressUnder('Adresse de facturation');
    expect(billing).toHaveTextContent('Texas');
    expect(billing).toHaveTextContent('États-Unis');
    expect(within(billing).getByRole('link', { name: '+1 512 555 0147' })).toHaveAttribute('dir', 'ltr');
  });
});
