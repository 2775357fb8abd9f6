/**
 * The shop's carousel (keen-slider wrapped once, with the WAI-ARIA carousel pattern): one slide, several, several
 * per view, the pagination styles, the spec's text buttons, thumbnails linked to a main carousel, and autoplay
 * running or stopped. Every story is captured in Arabic too: keen-slider's right-to-left mode is checked there.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@mui/material';
import { Carousel, CarouselThumbnails, useLinkedCarousels } from '@shared/ui/carousel';
import { LazyImage } from '@shared/ui/LazyImage';
import type { Locale } from '@domain/locales';
import { msg, storyLocale } from '../../support/api';
import { galleryImages, type GalleryImage } from '../../support/gallery';

const SLIDE_SIZES = '(min-width: 600px) 560px, 100vw';
/** The page composing a carousel names it; these stories name it as the product page would. */
const LABEL: Record<Locale, string> = { en: 'Product images', fr: 'Images du produit', ar: 'صور المنتج' };

function slidesOf(images: GalleryImage[], sizes = SLIDE_SIZES) {
  return images.map((image, i) => (
    <LazyImage
      key={image.slideSrc}
      src={image.slideSrc}
      srcSet={image.slideSrcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      priority={i === 0}
      sx={{ inlineSize: '100%' }}
    />
  ));
}

/** A gallery-sized column, unless the story asks for the full width (`parameters.wide`). */
const narrow: Decorator = (Story, { parameters }) =>
  parameters.wide ? (
    <Story />
  ) : (
    <Box sx={{ maxInlineSize: 560, marginInline: 'auto' }}>
      <Story />
    </Box>
  );

const meta = {
  title: 'Shared/Carousel',
  component: Carousel,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  decorators: [narrow],
  args: { label: 'Product images', children: null, pagination: 'bullets' },
  argTypes: { children: { control: false } },
  render: (args, { globals }) => (
    <Carousel {...args} label={LABEL[storyLocale(globals)]}>
      {slidesOf(galleryImages(storyLocale(globals), 5))}
    </Carousel>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One slide: no pagination (hidden with one page) and no previous / next buttons. */
export const SingleSlide: Story = {
  render: (args, { globals }) => (
    <Carousel {...args} label={LABEL[storyLocale(globals)]}>
      {slidesOf(galleryImages(storyLocale(globals), 1))}
    </Carousel>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: msg(storyLocale(globals), 'carousel.nextSlide') })).toBeNull();
  },
};

/** Five slides with bullets, on the first: 'Previous slide' is unavailable (no loop). */
export const Several: Story = {};

/** After 'Next slide': the second bullet is current and the first slide is inert. */
export const MovedToSecond: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg(locale, 'carousel.nextSlide') }));
    const second = canvas.getByRole('button', { name: msg(locale, 'carousel.goTo', { position: '2' }) });
    await expect(second).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(canvasElement.querySelector('[aria-roledescription] [inert]')).not.toBeNull());
  },
};

/** Style-03 fraction, zero-padded to two digits ('02 / 05'), on the second slide. */
export const FractionPadded: Story = { args: { pagination: 'fraction', fractionStyle: 'padded', defaultIndex: 1 } };

/** The spec's text buttons 'Prev' and 'Next' around a plain fraction, with loop: nothing is unavailable. */
export const TextButtonsLoop: Story = { args: { nav: 'text', pagination: 'fraction', loop: true } };

/** Several per view from the breakpoints (3 on desktop, 2 from 361 px, 1 below), 16 px apart, a group per step. */
export const SeveralPerView: Story = {
  parameters: { wide: true },
  args: {
    config: { items: { desktop: 3, tablet: 2, mobile: 1 }, group: { desktop: 'inherit' }, gutter: { desktop: 16 } },
  },
  render: (args, { globals }) => (
    <Carousel {...args} label={LABEL[storyLocale(globals)]}>
      {slidesOf(galleryImages(storyLocale(globals), 8), '(min-width: 1200px) 400px, (min-width: 361px) 50vw, 100vw')}
    </Carousel>
  ),
};

function LinkedGallery({ locale, count }: { locale: Locale; count: number }) {
  const linked = useLinkedCarousels();
  const images = galleryImages(locale, count);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Carousel label={LABEL[locale]} {...linked.main}>
        {slidesOf(images)}
      </Carousel>
      <CarouselThumbnails
        images={images.map((image) => ({ src: image.thumbSrc, width: image.width, height: image.height }))}
        {...linked.thumbnails}
      />
    </Box>
  );
}

/** A main carousel linked with its thumbnails: the third thumbnail chosen, marked current, the main one on it. */
export const WithThumbnails: Story = {
  render: (_args, { globals }) => <LinkedGallery locale={storyLocale(globals)} count={8} />,
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('button', {
      name: msg(locale, 'carousel.thumbnail', { position: '3', total: '8' }),
    });
    await userEvent.click(thumb);
    await expect(thumb).toHaveAttribute('aria-current', 'true');
    thumb.blur();
  },
};

/**
 * Autoplay on and rotating: the control offers 'Stop automatic slide show' and the live region is off while
 * slides move. The pointer rests on the carousel, which pauses it (APG), so the snapshot is still (and its first slide).
 * With reduced motion (the snapshots' setting) autoplay does not start by itself: the play function starts it.
 */
export const AutoplayRunning: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    // The pointer comes first, so not a single slide moves however slow the machine is.
    await userEvent.hover(canvas.getByRole('region'));
    const start = canvas.queryByRole('button', { name: msg(locale, 'carousel.autoplayStart') });
    if (start) {
      await userEvent.click(start);
      start.blur();
    }
    await expect(canvas.getByRole('button', { name: msg(locale, 'carousel.autoplayStop') })).toBeVisible();
  },
};

/** Autoplay stopped by the shopper: the control offers 'Start automatic slide show', the live region is polite. */
export const AutoplayStopped: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const stop = canvas.queryByRole('button', { name: msg(locale, 'carousel.autoplayStop') });
    if (stop) {
      await userEvent.click(stop);
      stop.blur();
    }
    await expect(canvas.getByRole('button', { name: msg(locale, 'carousel.autoplayStart') })).toBeVisible();
  },
};

/** Its column, 400 px wide at first, then as wide as the page allows (the story's play widens it). */
const widening: Decorator = (Story) => (
  <Box data-column sx={{ maxInlineSize: 400 }}>
    <Story />
  </Box>
);

/**
 * The carousel's column widens without a window resize (arrows beside the slides going, a column growing): the slides
 * follow its width rather than keep the one measured first.
 */
export const ColumnWidens: Story = {
  decorators: [widening],
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector<HTMLElement>('.keen-slider')!;
    const slide = () => canvasElement.querySelector<HTMLElement>('.keen-slider__slide')!;
    await waitFor(() => expect(slide().style.minWidth).not.toBe(''));
    canvasElement.querySelector<HTMLElement>('[data-column]')!.style.maxInlineSize = 'none';
    await waitFor(() =>
      expect(Math.round(slide().getBoundingClientRect().width)).toBe(Math.round(track.getBoundingClientRect().width)),
    );
  },
};
