import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from '@features/navigation/components/TopBar';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';

/** jsdom does no layout: give every element the height the content would have. */
const contentHeight = (px: number) => vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(px);

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('TopBar', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([]));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has no toggle when its content fits in one line', () => {
    contentHeight(26);
    renderWithProviders(<TopBar />);
    const region = screen.getByRole('region', { name: 'Shop preferences' });
    expect(screen.queryByRole('button', { name: 'Language, currency and delivery' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toBeVisible();
    expect(region.querySelector('[inert]')).toBeNull();
  });

  it('collapses to 26 px when its content is taller than 31 px, with the hidden part inert', async () => {
    contentHeight(64);
    const user = userEvent.setup();
    renderWithProviders(<TopBar />);
    const toggle = screen.getByRole('button', { name: 'Language, currency and delivery' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(getComputedStyle(content).maxHeight).toBe('26px');
    // Inert: the clipped switchers cannot be reached with Tab.
    expect(screen.getByRole('link', { name: 'English' }).closest('[inert]')).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(getComputedStyle(content).maxHeight).toBe('none');
    expect(screen.getByRole('link', { name: 'English' }).closest('[inert]')).toBeNull();
  });
});
