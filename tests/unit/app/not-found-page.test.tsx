import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NotFoundPage } from '@app/routes/NotFoundPage';
import { renderWithProviders } from '../../support/render';

describe('NotFoundPage', () => {
  it('says the page is missing, sets the title and links home', () => {
    renderWithProviders(<NotFoundPage />, { locale: 'en', route: '/en/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
    expect(document.title).toBe('Page not found | Zellige — Moroccan handmade goods');
  });

  it("links to the other languages' home pages, each named in its own language", () => {
    renderWithProviders(<NotFoundPage />, { locale: 'ar', route: '/ar/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar/');
    const nav = screen.getByRole('navigation', { name: 'هذه الصفحة بلغة أخرى' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['Français', '/fr/', 'fr'],
      ['English', '/en/', 'en'],
    ]);
  });
});
