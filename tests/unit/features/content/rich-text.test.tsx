import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichText } from '@features/content/components/RichText';
import { renderWithProviders } from '../../../support/render';

const paragraphs = [
  [
    { text: 'See ' },
    { text: 'the kiln at dawn', href: '/media/kiln-1600-abc.webp' },
    { text: ', ' },
    { text: 'the shop', href: '/shop/' },
    { text: ' and ' },
    { text: 'the potters’ guild', href: 'https://example.org/guild' },
  ],
];

// jsdom decodes no picture: this one is 1600 × 1200 once decoded.
const prototype = HTMLImageElement.prototype as unknown as Record<string, unknown>;
const saved = ['decode', 'naturalWidth', 'naturalHeight'].map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, key)] as const,
);
beforeEach(() => {
  Object.defineProperty(prototype, 'decode', { configurable: true, value: () => Promise.resolve() });
  Object.defineProperty(prototype, 'naturalWidth', { configurable: true, get: () => 1600 });
  Object.defineProperty(prototype, 'naturalHeight', { configurable: true, get: () => 1200 });
});
afterEach(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(prototype, key, descriptor);
    else delete prototype[key];
  }
});

describe('rich text', { timeout: 20_000 }, () => {
  it('opens a link to a picture file in the lightbox, named by the link’s words, and gives focus back on close', async () => {
    renderWithProviders(<RichText paragraphs={paragraphs} />, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'the kiln at dawn' });
    // The file itself, never a page of the shop: no locale before it.
    expect(link).toHaveAttribute('href', '/media/kiln-1600-abc.webp');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(link);
    const viewer = await screen.findByRole('dialog');
    const picture = within(viewer).getByRole('img', { name: 'the kiln at dawn' });
    expect(picture).toHaveAttribute('src', '/media/kiln-1600-abc.webp');
    expect(picture).toHaveAttribute('width', '1600');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(link).toHaveFocus();
  });

  it('leaves a link pressed with a modifier key to the browser (a new tab, a download)', () => {
    renderWithProviders(<RichText paragraphs={paragraphs} />, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'the kiln at dawn' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a path inside the shop in the page’s language, and an https address as it is', () => {
    renderWithProviders(<RichText paragraphs={paragraphs} />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'the shop' })).toHaveAttribute('href', '/fr/shop/');
    expect(screen.getByRole('link', { name: 'the potters’ guild' })).toHaveAttribute(
      'href',
      'https://example.org/guild',
    );
  });
});
