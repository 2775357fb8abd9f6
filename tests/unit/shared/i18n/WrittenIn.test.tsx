import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { Locale } from '@domain/locales';
import { LocaleContext } from '@shared/i18n/locale-context';
import { WrittenIn } from '@shared/i18n/WrittenIn';

const drawn = (written: Locale | null, page: Locale) =>
  render(
    <LocaleContext value={page}>
      <h1>
        <WrittenIn locale={written}>Livre : l’art du zellige.</WrittenIn>
      </h1>
    </LocaleContext>,
  ).container.querySelector('h1')!;

describe('WrittenIn', () => {
  it("isolates a text written in another language than the page's, saying its language, its direction its own", () => {
    const heading = drawn('fr', 'ar');
    const bdi = heading.querySelector('bdi')!;
    expect(bdi).toHaveAttribute('lang', 'fr');
    expect(bdi).toHaveAttribute('dir', 'auto');
    expect(bdi).toHaveTextContent('Livre : l’art du zellige.');
    // The block keeps the page's language and alignment.
    expect(heading).not.toHaveAttribute('lang');
    expect(heading).not.toHaveAttribute('dir');
  });

  it("adds nothing when the text is in the page's language or its language is not known", () => {
    expect(drawn('fr', 'fr').innerHTML).toBe('Livre : l’art du zellige.');
    expect(drawn(null, 'ar').innerHTML).toBe('Livre : l’art du zellige.');
  });
});
