import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { initialSlideOffset } from '@domain/carousel-paging';
import { atBreakpoints, SLIDE_CLASS, type SlideLayout } from './useKeenSlider';
import { carouselMessages } from '../carousel-messages';

export interface CarouselSlideProps {
  /** From 1: the slide is labelled '3 of 8'. */
  position: number;
  total: number;
  /** A slide out of view is inert: Tab and assistive technology skip what cannot be seen. */
  inView: boolean;
  /** The carousel's layout at each breakpoint (narrowest first), the slide's size and place follow it in CSS. */
  layouts: SlideLayout[];
  /** The slide shown first when the carousel starts. */
  first: number;
  rtl: boolean;
  children: ReactNode;
}

/** The slide's width and place in one layout, before keen-slider takes over. */
function placeIn(layout: SlideLayout, position: number, total: number, first: number, rtl: boolean) {
  // 'auto' slides keep their content's width, where they are.
  if (layout.perView === 'auto') return { minWidth: 'max-content', maxWidth: 'max-content', transform: 'none' };
  const { perView, gutter, loop } = layout;
  const width = `calc((100% - ${(perView - 1) * gutter}px) / ${perView})`;
  const offset = initialSlideOffset(position - 1, first, { slideCount: total, perView, loop, rtl });
  const moved = offset.widths !== 0 || offset.gutters !== 0;
  // calc() in every case: the right-to-left style plugin would mirror a plain translateX length.
  const transform = moved ? `translateX(calc(${offset.widths} * 100% + ${offset.gutters * gutter}px))` : 'none';
  return { minWidth: width, maxWidth: width, transform };
}

/**
 * One slide (APG carousel): a group described as a slide and labelled '3 of 8'. It can take focus from script, so
 * a keyboard move made from inside a slide takes focus to the next slide rather than losing it.
 *
 * Its width and place are stated in CSS for every breakpoint, as keen-slider will set them (its inline sizes and
 * transforms take over once it starts): the first paint, server-rendered HTML included, is already the carousel's
 * final layout at any width, in either direction, and nothing jumps when the slider starts.
 */
export function CarouselSlide({ position, total, inView, layouts, first, rtl, children }: CarouselSlideProps) {
  const intl = useIntl();
  const place = atBreakpoints(layouts, (layout) => placeIn(layout, position, total, first, rtl));
  return (
    <Box
      className={SLIDE_CLASS}
      role="group"
      aria-roledescription={intl.formatMessage(carouselMessages.slideRoleDescription)}
      aria-label={intl.formatMessage(carouselMessages.slideLabel, { position, total })}
      inert={!inView}
      tabIndex={-1}
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          width: '100%',
          minHeight: '100%',
          // Slides clip their overflow: the focus ring is drawn inside.
          '&:focus-visible': { outlineOffset: -3 },
        },
        place,
      ]}
    >
      {children}
    </Box>
  );
}
