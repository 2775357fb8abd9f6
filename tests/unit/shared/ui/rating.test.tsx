import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Rating } from '@shared/ui/Rating';
import { renderWithProviders } from '../../../support/render';

afterEach(() => vi.unstubAllGlobals());

describe('Rating', () => {
  it.each([
    ['en', 'Rated 4.50 out of 5'],
    ['fr', 'Noté 4,50 sur 5'],
    ['ar', 'التقييم 4.50 من 5'],
  ] as const)('names the stars with the rating to two decimals in %s', (locale, name) => {
    renderWithProviders(<Rating average={450} />, { locale });
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('adds the number of ratings with plurals, shown as (n) but not read twice', () => {
    renderWithProviders(<Rating average={375} count={1} />, { locale: 'fr' });
    expect(screen.getByRole('img', { name: 'Noté 3,75 sur 5 sur la base de 1 avis client' })).toBeInTheDocument();
    expect(screen.getByText('(1)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the Arabic dual form', () => {
    renderWithProviders(<Rating average={500} count={2} />, { locale: 'ar' });
    expect(screen.getByRole('img', { name: 'التقييم 5.00 من 5 بناءً على تقييمين من العملاء' })).toBeInTheDocument();
  });

  it('keeps an out-of-range average within 0 to 5 stars', () => {
    renderWithProviders(<Rating average={730} />);
    expect(screen.getByRole('img', { name: 'Rated 5.00 out of 5' })).toBeInTheDocument();
  });
});
