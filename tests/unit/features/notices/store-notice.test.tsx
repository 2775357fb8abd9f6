import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreNotice } from '@features/notices/components/StoreNotice';
import { isStoreNoticeDismissed, storeNoticeCookieName } from '@features/notices/model/store-notice';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { baseRoutes, clearCookies, settingsSettled, settingsWith } from './fixtures';

const notice = (id: string, enabled = true) =>
  settingsWith({
    notices: {
      storeNotice: {
        enabled,
        id,
        text: {
          en: 'Free delivery in Casablanca',
          fr: 'Livraison offerte à Casablanca',
          ar: 'توصيل مجاني في الدار البيضاء',
        },
      },
    },
  });

afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('store notice cookie rule', () => {
  it('names the cookie store_notice followed by the id and reads only the value hidden', () => {
    expect(storeNoticeCookieName('3')).toBe('store_notice3');
    expect(isStoreNoticeDismissed('3', (name) => (name === 'store_notice3' ? 'hidden' : undefined))).toBe(true);
    expect(isStoreNoticeDismissed('3', () => 'shown')).toBe(false);
    expect(isStoreNoticeDismissed('4', (name) => (name === 'store_notice3' ? 'hidden' : undefined))).toBe(false);
  });
});

describe('StoreNotice', () => {
  it('shows the settings text of the current locale in a labelled region with a translated dismiss button', async () => {
    mockApi(baseRoutes(notice('3')));
    renderWithProviders(<StoreNotice />, { locale: 'ar' });
    const region = await screen.findByRole('region', { name: 'إعلان المتجر' });
    expect(region).toHaveTextContent('توصيل مجاني في الدار البيضاء');
    expect(screen.getByRole('button', { name: 'تجاهل' })).toBeInTheDocument();
  });

  it('dismissing writes store_notice{id}=hidden on path / and hides the notice', async () => {
    mockApi(baseRoutes(notice('3')));
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    renderWithProviders(<StoreNotice />, { locale: 'fr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ignorer' }));
    expect(screen.queryByRole('region', { name: 'Annonce de la boutique' })).not.toBeInTheDocument();
    const written = cookieSetter.mock.calls.map(([value]) => String(value));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^store_notice3=hidden; /);
    expect(written[0]).toContain('path=/;');
    expect(document.cookie).toContain('store_notice3=hidden');
  });

  it('stays hidden on load when its cookie is set', async () => {
    document.cookie = 'store_notice3=hidden; path=/';
    mockApi(baseRoutes(notice('3')));
    const { store } = renderWithProviders(<StoreNotice />);
    // Once the settings have arrived the notice would render if the cookie were ignored.
    await settingsSettled(store);
    expect(screen.queryByRole('region', { name: 'Store notice' })).not.toBeInTheDocument();
  });

  it('shows again when the notice has a new id', async () => {
    document.cookie = 'store_notice3=hidden; path=/';
    mockApi(baseRoutes(notice('4')));
    renderWithProviders(<StoreNotice />);
    expect(await screen.findByRole('region', { name: 'Store notice' })).toHaveTextContent(
      'Free delivery in Casablanca',
    );
  });

  it('renders nothing when the shop switched it off', async () => {
    mockApi(baseRoutes(notice('3', false)));
    const { store } = renderWithProviders(<StoreNotice />);
    await settingsSettled(store);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('moves focus to what follows the notice instead of dropping it to the page top', async () => {
    mockApi(baseRoutes(notice('3')));
    renderWithProviders(
      <>
        <StoreNotice />
        <a href="/en/">Zellige home</a>
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Dismiss' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Zellige home' })).toHaveFocus();
  });
});
