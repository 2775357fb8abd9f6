import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
