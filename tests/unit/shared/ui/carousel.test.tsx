import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, CarouselThumbnails, useLinkedCarousels, type CarouselProps } from '@shared/ui/carousel';
import type { Locale } from '@domain/locales';
import { cssValueAt, cssValueAtWidth } from '../../../support/media-rules';
import { renderWithProviders } from '../../../support/render';
import { setViewportWidth } from '../../features/navigation/fixtures';

const NAMES = ['Mug', 'Bowl', 'Plate', 'Tagine', 'Lantern'];

function renderCarousel(props: Partial<CarouselProps> = {}, { locale = 'en' as Locale, slides = 3 } = {}) {
  return renderWithProviders(
    <Carousel label="Product images" {...props}>
      {NAMES.slice(0, slides).map((name) => (
        <a key={name} href={`#${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
    { locale },
  );
}

/** A CSS length in px, '100%' being `percentOf` px. */
const px = (value: string | undefined, percentOf: number) =>
  Number(
    new Function(
      `return ${value!
        .replace(/translateX|calc/g, '')
        .replace(/(-?[\d.]+)%/g, (_, n) => `(${n} * ${percentOf} / 100)`)
        .replace(/px/g, '')}`,
    )(),
  );

/** A slide by its '2 of 3' label; inert slides are out of the accessibility tree, hence `hidden`. */
const slide = (name: string) => screen.getByRole('group', { name, hidden: true });

// Read once the file's setup has cleared what the file before it left (read on import, it was that file's).
let realMatchMedia: typeof window.matchMedia;
beforeAll(() => {
  realMatchMedia = window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.matchMedia = realMatchMedia;
});

describe('Carousel', { timeout: 20_000 }, () => {
  it('is a labelled region described as a carousel, its slides labelled "2 of 3"', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Product images' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide('2 of 3')).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('translates the role descriptions and slide labels', () => {
    renderCarousel({}, { locale: 'ar' });
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'عرض دوّار');
    expect(slide('2 من 3')).toHaveAttribute('aria-roledescription', 'شريحة');
    // keen-slider reads the direction from its container when it starts, before <html dir> may be set.
    expect(slide('2 من 3').parentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeInTheDocument();
  });

  it('makes the slides out of view inert, and moves with the next and previous buttons', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    expect(slide('2 of 3')).toHaveAttribute('inert');
    // Tab cannot reach a link on a slide out of view.
    expect(screen.getByRole('link', { name: 'Bowl' }).closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide('2 of 3')).not.toHaveAttribute('inert');
    expect(slide('1 of 3')).toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Bowl' }).closest('[inert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
  });

  it('marks previous unavailable on the first slide without loop, and wraps with loop', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    unmount();
    renderCarousel({ loop: true });
    expect(screen.getByRole('button', { name: 'Previous slide' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slide('3 of 3')).not.toHaveAttribute('inert');
  });

  it('moves with the arrow keys on the focused carousel, mirrored in Arabic', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCarousel();
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(slide('2 of 3')).not.toHaveAttribute('inert');
    await user.keyboard('{End}');
    expect(slide('3 of 3')).not.toHaveAttribute('inert');
    await user.keyboard('{ArrowLeft}');
    expect(slide('2 of 3')).not.toHaveAttribute('inert');
    unmount();

    renderCarousel({}, { locale: 'ar' });
    screen.getByRole('button', { name: 'الشريحة التالية' }).focus();
    // In Arabic the next slide is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(slide('2 من 3')).not.toHaveAttribute('inert');
    await user.keyboard('{ArrowRight}');
    expect(slide('1 من 3')).not.toHaveAttribute('inert');
  });

  it('takes focus along to the new slide when the keys move it while a slide has focus', async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole('link', { name: 'Mug' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(slide('2 of 3')).toHaveFocus();
  });

  it('shows bullets with the current one marked, and hides pagination and buttons with one slide', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCarousel({ pagination: 'bullets' });
    const bullets = within(screen.getByRole('group', { name: 'Choose a slide' }));
    expect(bullets.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(bullets.getByRole('button', { name: 'Go to slide 3' }));
    expect(bullets.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(bullets.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    expect(slide('3 of 3')).not.toHaveAttribute('inert');
    unmount();

    renderCarousel({ pagination: 'bullets' }, { slides: 1 });
    expect(screen.queryByRole('group', { name: 'Choose a slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('shows a fraction, zero-padded in that style, isolated and read as words', () => {
    const { container, unmount } = renderCarousel({ pagination: 'fraction', defaultIndex: 1 });
    expect(container.querySelector('bdi')?.textContent).toBe('2 / 3');
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    unmount();
    const padded = renderCarousel(
      { pagination: 'fraction', fractionStyle: 'padded', defaultIndex: 1 },
      { locale: 'ar' },
    );
    const bdi = padded.container.querySelector('bdi');
    expect(bdi?.textContent).toBe('02 من 03');
    expect(bdi).toHaveAttribute('dir', 'rtl');
  });

  it("shows the spec's 'Prev' and 'Next' as text buttons", () => {
    renderCarousel({ nav: 'text' }, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Préc.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suiv.' })).toBeInTheDocument();
  });

  it('draws no arrows and no bullets when every slide is in view, and both as soon as one is not', () => {
    setViewportWidth(1280);
    const { unmount } = renderCarousel(
      { pagination: 'bullets', config: { items: { desktop: 3, mobile: 1 } } },
      { slides: 3 },
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Choose a slide' })).toBeNull();
    unmount();
    renderCarousel({ pagination: 'bullets', config: { items: { desktop: 3, mobile: 1 } } }, { slides: 4 });
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose a slide' })).toBeInTheDocument();
  });

  it('shows several slides per view from the breakpoints, the others inert', () => {
    setViewportWidth(1280);
    renderCarousel({ config: { items: { desktop: 3, mobile: 1 } } }, { slides: 5 });
    expect(['1 of 5', '2 of 5', '3 of 5'].map((n) => slide(n).hasAttribute('inert'))).toEqual([false, false, false]);
    expect(slide('4 of 5')).toHaveAttribute('inert');
  });

  it("states each slide's width and place in CSS at every breakpoint, as the slider sets them when it starts", () => {
    // Server rendering has no viewport: the CSS holds every breakpoint's layout, so the first paint is right anyway.
    // Lengths worked out for a 400 px carousel ('100%': the carousel's width for a slide's width, the slide's own in
    // its transform).
    const config = { items: { desktop: 3, mobile: 1 }, gutter: { desktop: 10 } };
    const { unmount } = renderCarousel({ config, defaultIndex: 1 }, { slides: 5 });
    const third = slide('3 of 5');
    // Below 361 px one slide per view (the gutter, 10 px, inherited), the second first: the third is next, 10 px on.
    expect(px(cssValueAt(third, 'min-width'), 400)).toBeCloseTo(400);
    expect(px(cssValueAt(third, 'transform'), 400)).toBeCloseTo(-400 + 10);
    // From 361 px (the slider's own breakpoint), three per view 10 px apart.
    const width = px(cssValueAt(third, 'min-width', '(min-width:361px)'), 400);
    expect(width).toBeCloseTo((400 - 20) / 3);
    expect(px(cssValueAt(third, 'transform', '(min-width:361px)'), width)).toBeCloseTo(-width + 10);
    expect(cssValueAt(third.parentElement!, 'flex-direction')).toBe('row');
    unmount();
    // Right to left, the row is reversed as keen-slider reverses it, and each slide placed from the right edge: the
    // first one's left edge at 400 − its width.
    renderCarousel({ config }, { slides: 5, locale: 'ar' });
    const first = screen.getByRole('group', { name: '1 من 5', hidden: true });
    expect(cssValueAt(first.parentElement!, 'flex-direction')).toBe('row-reverse');
    expect(px(cssValueAt(first, 'transform', '(min-width:361px)'), width)).toBeCloseTo(400 - width);
  });

  it('keeps the breakpoints in width order in its CSS, so each width takes its own layout', () => {
    // The theme's breakpoints (576, 768, 992, 1200) and the slider's others (361, 1600) in one list: a wider
    // query written before a narrower one would lose to it.
    renderCarousel({ config: { items: { desktop: 3, tablet_extra: 2, mobile_extra: 1 } } }, { slides: 5 });
    const perView = (width: number) => 300 / px(cssValueAtWidth(slide('1 of 5'), 'min-width', width), 300);
    expect([340, 400, 600, 800, 1280, 1700].map(perView)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('Carousel autoplay', { timeout: 20_000 }, () => {
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('is off unless asked', () => {
    vi.useFakeTimers();
    renderCarousel();
    advance(10_000);
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Stop automatic slide show' })).toBeNull();
  });

  it('moves every 3 s with the live region off, and stops and starts with its control', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplay: true });
    const slides = slide('1 of 3').parentElement!;
    expect(slides).toHaveAttribute('aria-live', 'off');
    advance(2999);
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    advance(1);
    expect(slide('2 of 3')).not.toHaveAttribute('inert');
    // A mouse click on the control; focus on the control itself does not pause.
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
    advance(10_000);
    expect(slide('2 of 3')).not.toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(3000);
    expect(slide('3 of 3')).not.toHaveAttribute('inert');
  });

  it('pauses while focus is inside and while the mouse is over it, then resumes', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplay: { delay: 1000 } });
    const region = screen.getByRole('region');
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(5000);
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    expect(slide('1 of 3').parentElement).toHaveAttribute('aria-live', 'polite');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(5000);
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(1000);
    expect(slide('2 of 3')).not.toHaveAttribute('inert');
  });

  it('pauses while the page is hidden', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplay: true });
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(9000);
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    state.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(3000);
    expect(slide('2 of 3')).not.toHaveAttribute('inert');
  });

  it('does not start by itself with reduced motion, but the shopper can start it', () => {
    setViewportWidth(390, { reducedMotion: true });
    vi.useFakeTimers();
    renderCarousel({ autoplay: true });
    advance(9000);
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(3000);
    expect(slide('2 of 3')).not.toHaveAttribute('inert');
  });

  it('rewinds after the last slide, or stops there when asked to', () => {
    vi.useFakeTimers();
    const { unmount } = renderCarousel({ autoplay: { delay: 1000 }, defaultIndex: 2 });
    advance(1000);
    expect(slide('1 of 3')).not.toHaveAttribute('inert');
    unmount();
    renderCarousel({ autoplay: { delay: 1000, stopOnLast: true }, defaultIndex: 2 });
    advance(1000);
    expect(slide('3 of 3')).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });
});

function Gallery() {
  const linked = useLinkedCarousels();
  const images = NAMES.map((name, i) => ({ src: `/media/${i}.webp`, width: 600, height: 600, alt: name }));
  return (
    <>
      <Carousel label="Product images" {...linked.main}>
        {images.map((image) => (
          <img key={image.src} src={image.src} alt={image.alt} />
        ))}
      </Carousel>
      <CarouselThumbnails images={images} {...linked.thumbnails} />
    </>
  );
}

describe('Carousel with thumbnails', { timeout: 20_000 }, () => {
  it('moves the main carousel to the chosen thumbnail, marked current', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery />);
    const strip = within(screen.getByRole('region', { name: 'Thumbnails' }));
    const third = strip.getByRole('button', { name: 'Show image 3 of 5' });
    expect(strip.getByRole('button', { name: 'Show image 1 of 5' })).toHaveAttribute('aria-current', 'true');
    await user.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(third).toHaveFocus();
    const main = screen.getByRole('region', { name: 'Product images' });
    expect(within(main).getByRole('group', { name: '3 of 5', hidden: true })).not.toHaveAttribute('inert');
    expect(third).toHaveAttribute('aria-controls', main.querySelector('.keen-slider')?.id);
  });

  it('scrolls the thumbnails to show the one of the main slide', async () => {
    setViewportWidth(360);
    const user = userEvent.setup();
    renderWithProviders(<Gallery />);
    const strip = within(screen.getByRole('region', { name: 'Thumbnails' }));
    // Four thumbnails in view on a small phone: the fifth is inert until the main carousel reaches it.
    expect(strip.getByRole('group', { name: '5 of 5', hidden: true })).toHaveAttribute('inert');
    const next = within(screen.getByRole('region', { name: 'Product images' })).getByRole('button', {
      name: 'Next slide',
    });
    for (let i = 0; i < 4; i += 1) await user.click(next);
    expect(strip.getByRole('group', { name: '5 of 5', hidden: true })).not.toHaveAttribute('inert');
    expect(strip.getByRole('button', { name: 'Show image 5 of 5' })).toHaveAttribute('aria-current', 'true');
    expect(strip.getByRole('group', { name: '1 of 5', hidden: true })).toHaveAttribute('inert');
  });
});
