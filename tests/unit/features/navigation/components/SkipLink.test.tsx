import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from '@features/navigation/components/SkipLink';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('SkipLink', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('is the first stop of the tab order and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink targetId="main" />
        <a href="/en/">logo</a>
        <main id="main" tabIndex={-1}>
          content
        </main>
      </>,
      { locale: 'fr' },
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
