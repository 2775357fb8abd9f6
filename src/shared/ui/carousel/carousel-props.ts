import type { ReactNode } from 'react';
import type { SxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { CarouselConfig, RawValue } from '@domain/carousel';
import type { FractionStyle } from '@domain/carousel-paging';

export interface CarouselAutoplay {
  /** ms between slides (§9 default 3000; an empty or unreadable value takes the default). */
  delay?: RawValue;
  /** §4: stop on the last slide instead of rewinding (without loop). */
  stopOnLast?: boolean;
  /** autoplayReverseDirection. */
  reverse?: boolean;
}

export interface CarouselProps {
  /** Accessible name of the carousel region ('Product images'). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Items, group and gutter per breakpoint (merchandising §3), resolved by the §5 rules. */
  config?: CarouselConfig;
  /** Loop asked for; on only when the §4 rule allows it. */
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
