import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageCarouselBlock } from '@features/content/components/ImageCarouselBlock';
import type { Picture } from '@domain/content/blocks';
import type { BlockOfType } from '@features/content/model/types';
import { renderWithProviders } from '../../../support/render';
import { setViewportWidth } from '../navigation/fixtures';

const picture = (n: number): Picture => {
  const file = { src: `/media/p${n}.webp`, width: 600, height: 600 };
  return {
    asset: n,
    alt: `Picture ${n}`,
    image: { ...file, id: n, srcset: '', sizes: '', alt: `Picture ${n}`, full: file, thumbnail: file },
  };
};
const block = (items?: BlockOfType<'image-carousel'>['items']): BlockOfType<'image-carousel'> => ({
  type: 'image-carousel',
  label: 'Workshop',
  pictures: [1, 2, 3, 4, 5].map(picture),
  ...(items && { items }),
});

/** Slides in view: the others are inert (out of the accessibility tree, hence `hidden`). */
const inView = () =>
  screen
    .getAllByRole('group', { hidden: true, name: /of 5$/ })
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('a page carousel that declares no items', { timeout: 20_000 }, () => {
  it('shows 3 slides on a desktop', () => {
    setViewportWidth(1280);
    renderWithProviders(<ImageCarouselBlock block={block()} />);
    expect(inView()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
  });

  it('shows 1 slide on a phone', () => {
    setViewportWidth(390);
    renderWithProviders(<ImageCarouselBlock block={block()} />);
    expect(inView()).toEqual(['1 of 5']);
  });

  it('keeps what a block declares', () => {
    setViewportWidth(1280);
    renderWithProviders(<ImageCarouselBlock block={block({ desktop: 2 })} />);
    expect(inView()).toEqual(['1 of 5', '2 of 5']);
  });
});

describe('a page carousel that declares its options', { timeout: 20_000 }, () => {
  it("draws 'Prev' and 'Next' in words around a zero-padded fraction, and a step moves a whole view", async () => {
    setViewportWidth(1280);
    renderWithProviders(
      <ImageCarouselBlock
        block={{
          ...block({ desktop: 2 }),
          group: { desktop: 'inherit' },
          nav: 'text',
          pagination: 'fraction-padded',
        }}
      />,
    );
    expect(screen.getByText('01 / 03')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('02 / 03')).toBeInTheDocument();
    expect(inView()).toEqual(['3 of 5', '4 of 5']);
  });

  it('without arrows or pagination, draws neither', () => {
    setViewportWidth(1280);
    renderWithProviders(<ImageCarouselBlock block={{ ...block({ desktop: 2 }), nav: 'none', pagination: 'none' }} />);
    expect(screen.queryByRole('button', { name: /next|prev/i })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Choose a slide' })).toBeNull();
  });
});
