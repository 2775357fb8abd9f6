import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ResultCount } from '@features/catalogue/components/listing/ResultCount';
import { resultCount } from '@features/catalogue/model/listing-pagination';
import { renderWithProviders } from '../../../../support/render';

afterEach(() => vi.useRealTimers());

const visible = (text: string) => screen.getByText(text, { selector: 'p' });

describe('ResultCount', () => {
  it('says no products only aloud: the empty listing shows its own words, not the same sentence twice', () => {
    renderWithProviders(<ResultCount count={resultCount(0, 1, 12)} refreshMs={2000} />, { locale: 'fr' });
    expect(screen.queryByText(/Aucun produit/, { selector: 'p' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Aucun produit ne correspond à votre sélection.');
  });

  it.each([
    ['en', 1, 'Showing the single result'],
    ['en', 5, 'Showing all 5 results'],
    ['fr', 1, 'Affichage de l’unique résultat'],
    ['fr', 5, 'Affichage des 5 résultats'],
    ['ar', 1, 'عرض النتيجة الوحيدة'],
    ['ar', 2, 'عرض النتيجتين كلتيهما'],
    ['ar', 5, 'عرض جميع النتائج وعددها 5 نتائج'],
  ] as const)('says the count of a one-page listing in %s (%i)', (locale, total, text) => {
    renderWithProviders(<ResultCount count={resultCount(total, 1, 12)} refreshMs={2000} />, { locale });
    expect(visible(text)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it.each([
    ['en', 'Showing 37–48 of 52 results'],
    ['fr', 'Affichage de 37–48 sur 52 résultats'],
    ['ar', 'عرض 37–48 من أصل 52 نتيجة'],
  ] as const)('gives the range of page 4 of Handmade Mugs in %s, with Latin digits', (locale, text) => {
    renderWithProviders(<ResultCount count={resultCount(52, 4, 12)} refreshMs={2000} />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  // The total is formatted as the range message formats it: grouped, a narrow no-break space (U+202F) in French.
  it.each([
    ['en', 'Showing 13–24 of more than 1,000 results'],
    ['fr', 'Affichage de 13–24 sur plus de 1\u202f000 résultats'],
    ['ar', 'عرض 13–24 من أصل أكثر من 1,000 نتيجة'],
  ] as const)('says "more than" the total of a search past the ranking window in %s', (locale, text) => {
    renderWithProviders(<ResultCount count={resultCount(1000, 2, 12, 2, true)} refreshMs={2000} />, { locale });
    // Testing Library's matchers fold U+202F into a space: the exact characters are checked on the text itself.
    expect(visible(text.replace(/\s/g, ' '))).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('never says "all" of a search past the ranking window, even with every listed product loaded', () => {
    renderWithProviders(<ResultCount count={resultCount(1000, 84, 12, 1, true)} refreshMs={2000} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1000 of more than 1,000 results');
  });

  it('refreshes the polite live region 2 s after the last change, not on every render', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(<ResultCount count={resultCount(52, 1, 12)} refreshMs={2000} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Showing 1–12 of 52 results');

    rerender(<ResultCount count={resultCount(52, 2, 12)} refreshMs={2000} />);
    expect(visible('Showing 13–24 of 52 results')).toBeInTheDocument();
    expect(status).toHaveTextContent('Showing 1–12 of 52 results');
    act(() => vi.advanceTimersByTime(1500));
    // A second change within the delay restarts it: the intermediate count is never announced.
    rerender(<ResultCount count={resultCount(7, 1, 12)} refreshMs={2000} />);
    act(() => vi.advanceTimersByTime(1999));
    expect(status).toHaveTextContent('Showing 1–12 of 52 results');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Showing all 7 results');
  });

  it('is busy while a newer count waits to be said, so nothing reads the older one as final', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(<ResultCount count={resultCount(52, 1, 12)} refreshMs={2000} />);
    const status = screen.getByRole('status');
    expect(status).not.toHaveAttribute('aria-busy');
    rerender(<ResultCount count={resultCount(52, 2, 12)} refreshMs={2000} />);
    expect(status).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(2000));
    expect(status).not.toHaveAttribute('aria-busy');
  });
});
