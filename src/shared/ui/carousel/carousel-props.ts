import type { ReactNode } from 'react';
import type { SxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { CarouselConfig, RawValue } from '@domain/carousel';
import type { FractionStyle } from '@domain/carousel-paging';

export interface CarouselAutoplay {
  /** ms between slides (3000 by default; an empty or unreadable value takes the default). */
  delay?: RawValue;
  /** Stop on the last slide instead of rewinding (without loop). */
  stopOnLast?: boolean;
  /** autoplayReverseDirection. */
  reverse?: boolean;
}

export interface CarouselProps {
  /** Accessible name of the carousel region ('Product images'). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Items, group and gutter per breakpoint; an empty value falls back to the next larger breakpoint's. */
  config?: CarouselConfig;
  /** Loop asked for; on only when items is 'auto' or there are more slides than items per view. */
  loop?: boolean;
  /** Transition in ms (default 500; none under reduced motion). */
  speed?: RawValue;
  /** Controlled current slide (the first in view); with `onIndexChange`. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  nav?: 'icons' | 'text' | 'none';
  /** Icon buttons over the slides' edges, or beside them (a thumbnail strip). */
  navPlacement?: 'overlay' | 'outside';
  navSize?: 'small' | 'medium';
  pagination?: 'bullets' | 'fraction' | 'none';
  fractionStyle?: FractionStyle;
  /** Off unless asked. */
  autoplay?: boolean | CarouselAutoplay;
  /** Id of the region; its slides are `${id}-slides` (what linked thumbnails control). */
  id?: string;
  sx?: SxProps<Theme>;
}
