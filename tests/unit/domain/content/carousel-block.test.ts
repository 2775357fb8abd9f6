import { describe, expect, it } from 'vitest';
import { blockCarousel, blockItems } from '@domain/content/carousel-block';
import { validateBlocks } from '@domain/content/validate';
import { pictureSizes } from '@domain/content/blocks';
import { carouselLayouts } from '@domain/carousel';

const pictures = [{ asset: 1, alt: 'A bowl' }];

describe("a content block's carousel options", () => {
  it('left out: 3 slides and 1 on a phone, no gap, 500 ms, icons, bullets, no loop, no autoplay', () => {
    expect(blockCarousel({})).toEqual({
      config: { items: { desktop: 3, mobile_extra: 1 } },
      loop: false,
      speed: 500,
      nav: 'icons',
      pagination: 'bullets',
      fractionStyle: 'plain',
      autoplay: false,
    });
    expect(blockItems({ tablet: 2 })).toEqual({ tablet: 2 });
  });

  it('declared: each one reaches the carousel, the padded fraction as a fraction of the padded style', () => {
    const carousel = blockCarousel({
      items: { desktop: 2 },
      group: { desktop: 'inherit', mobile: 1 },
      gutter: { desktop: 24, mobile_extra: 8 },
      speed: 300,
      loop: true,
      autoplay: 4000,
      autoplayReverse: true,
      stopOnLast: true,
      nav: 'text',
      pagination: 'fraction-padded',
    });
    expect(carousel).toEqual({
      config: {
        items: { desktop: 2 },
        group: { desktop: 'inherit', mobile: 1 },
        gutter: { desktop: 24, mobile_extra: 8 },
      },
      loop: true,
      speed: 300,
      nav: 'text',
      pagination: 'fraction',
      fractionStyle: 'padded',
      autoplay: { delay: 4000, reverse: true, stopOnLast: true },
    });
    // The declared gutter is what the pictures' sizes leave out of a slot.
    const layouts = carouselLayouts(carousel.config).map((l) => ({
      minWidth: l.minWidth,
      perView: l.perView,
      gap: l.gutter,
    }));
    expect(pictureSizes(layouts)).toContain('(min-width: 1200px) calc((min(100vw - 48px, 1232px) - 24px) / 2)');
  });

  it("a place's own defaults give way to what the block declares", () => {
    const defaults = { gutter: { desktop: 24 }, pagination: 'none' as const };
    expect(blockCarousel({}, defaults)).toMatchObject({ config: { gutter: { desktop: 24 } }, pagination: 'none' });
    expect(blockCarousel({ gutter: { desktop: 0 }, pagination: 'bullets' }, defaults)).toMatchObject({
      config: { gutter: { desktop: 0 } },
      pagination: 'bullets',
    });
  });

  it('the store refuses an option out of its range or of another kind, naming each field', () => {
    const result = validateBlocks([
      {
        type: 'image-carousel',
        label: 'Workshops',
        pictures,
        items: { desktop: 9 },
        group: { tablet: 0, laptop: 'all' },
        gutter: { huge: 8, mobile: -1 },
        speed: 5000,
        autoplay: 10,
        autoplayReverse: 'yes',
        nav: 'arrows',
        pagination: 'numbers',
      },
      { type: 'product-carousel', title: 'Mugs', products: ['mug'], stopOnLast: 1, gutter: [8] },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field)).toEqual([
      'blocks.0.items.desktop',
      'blocks.0.group.tablet',
      'blocks.0.group.laptop',
      'blocks.0.gutter.huge',
      'blocks.0.gutter.mobile',
      'blocks.0.speed',
      'blocks.0.autoplay',
      'blocks.0.autoplayReverse',
      'blocks.0.nav',
      'blocks.0.pagination',
      'blocks.1.gutter',
      'blocks.1.stopOnLast',
    ]);
    expect(result.errors.every((e) => e.code === 'invalid')).toBe(true);
  });

  it('the store keeps every option within its range', () => {
    const block = {
      type: 'image-carousel',
      label: 'Workshops',
      pictures,
      items: { desktop: 8, mobile: 1 },
      group: { desktop: 'inherit', mobile: 1 },
      gutter: { desktop: 64, mobile: 0 },
      speed: 0,
      loop: false,
      autoplay: 1000,
      autoplayReverse: false,
      stopOnLast: true,
      nav: 'none',
      pagination: 'fraction-padded',
    };
    expect(validateBlocks([block])).toEqual({ ok: true, blocks: [block] });
  });
});
