import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import type { ItemsPerView } from '@domain/carousel';
import { SLIDE_CLASS } from './useKeenSlider';
import { carouselMessages } from '../carousel-messages';

export interface CarouselSlideProps {
  /** From 1: the slide is labelled '3 of 8'. */
  position: number;
  total: number;
  /** A slide out of view is inert: Tab and assistive technology skip what cannot be seen. */
  inView: boolean;
  perView: ItemsPerView;
  gutter: number;
  children: ReactNode;
}

/**
 * One slide (APG carousel): a group described as a slide and labelled '3 of 8'. It can take focus from script, so
 * a keyboard move made from inside a slide takes focus to the next slide rather than losing it.
 */
export function CarouselSlide({ position, total, inView, perView, gutter, children }: CarouselSlideProps) {
  const intl = useIntl();
  // Widths before keen-slider measures (first paint, server rendering), so nothing jumps when it starts; its
  // inline sizes take over afterwards. 'auto' slides keep their content's width.
  const width = perView === 'auto' ? 'max-content' : `calc((100% - ${(perView - 1) * gutter}px) / ${perView})`;
  return (
    <Box
      className={SLIDE_CLASS}
      role="group"
      aria-roledescription={intl.formatMessage(carouselMessages.slideRoleDescription)}
      aria-label={intl.formatMessage(carouselMessages.slideLabel, { position, total })}
      inert={!inView}
      tabIndex={-1}
      sx={{
        minWidth: width,
        maxWidth: width,
        // Slides clip their overflow: the focus ring is drawn inside.
        '&:focus-visible': { outlineOffset: -3 },
      }}
    >
      {children}
    </Box>
  );
}
