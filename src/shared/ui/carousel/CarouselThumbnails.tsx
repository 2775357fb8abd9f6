import { useMemo, useState } from 'react';
import { ButtonBase } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { carouselLayouts, type CarouselConfig } from '@domain/carousel';
import { keepInView } from '@domain/carousel-paging';
import { LazyImage } from '../LazyImage';
import { Carousel } from './Carousel';
import { useBreakpointLayout } from './useBreakpointLayout';
import { carouselMessages } from '../carousel-messages';

export interface ThumbnailImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

export interface CarouselThumbnailsProps {
  images: ThumbnailImage[];
  /** The main carousel's slide. */
  current: number;
  onSelect: (index: number) => void;
  /** Id of the main carousel's slides (`useLinkedCarousels` gives it). */
  controls?: string;
  /** Thumbnails per view per breakpoint; 5 from tablet up and 4 below, 8 px apart, by default. */
  config?: CarouselConfig;
  label?: string;
}

const DEFAULT_CONFIG: CarouselConfig = { items: { desktop: 5, tablet: 5, mobile: 4 }, gutter: { desktop: 8 } };

/**
 * The thumbnail strip of a gallery: a carousel of buttons, the main carousel's slide marked with aria-current.
 * Choosing one moves the main carousel; when the main carousel moves to a slide whose thumbnail is out of view,
 * the strip scrolls the least it can to show it. Scrolled by its own arrows, it stays where the shopper left it.
 */
export function CarouselThumbnails({
  images,
  current,
  onSelect,
  controls,
  config = DEFAULT_CONFIG,
  label,
}: CarouselThumbnailsProps) {
  const intl = useIntl();
  const configKey = JSON.stringify(config);
  const layouts = useMemo(() => carouselLayouts(JSON.parse(configKey) as CarouselConfig), [configKey]);
  const { perView } = useBreakpointLayout(layouts);
  const inView = perView === 'auto' ? 1 : perView;
  const [first, setFirst] = useState(() => keepInView(current, 0, inView, images.length));
  const [followed, setFollowed] = useState(current);
  if (followed !== current) {
    setFollowed(current);
    setFirst(keepInView(current, first, inView, images.length));
  }

  return (
    <Carousel
      label={label ?? intl.formatMessage(carouselMessages.thumbnails)}
      config={config}
      index={first}
      onIndexChange={setFirst}
      navPlacement="outside"
      navSize="small"
    >
      {images.map((image, i) => (
        <ButtonBase
          key={`${i}-${image.src}`}
          aria-current={i === current ? 'true' : undefined}
          aria-label={intl.formatMessage(carouselMessages.thumbnail, { position: i + 1, total: images.length })}
          aria-controls={controls}
          onClick={() => onSelect(i)}
          sx={(theme: Theme) => ({
            display: 'block',
            inlineSize: '100%',
            borderRadius: `${theme.shop.radii.sm}px`,
            overflow: 'hidden',
            border: `1px solid ${theme.palette.divider}`,
            // The chosen one has a thick frame, not only another colour.
            '&[aria-current="true"]': { border: `3px solid ${theme.palette.primary.main}` },
            // The strip clips its overflow: the focus ring is drawn inside.
            '&.Mui-focusVisible, &:focus-visible': { outlineOffset: -theme.shop.layout.focusRingWidth * 2 },
          })}
        >
          <LazyImage
            src={image.src}
            srcSet={image.srcSet}
            sizes="96px"
            width={image.width}
            height={image.height}
            alt=""
            sx={{ inlineSize: '100%', aspectRatio: '1', objectFit: 'cover' }}
          />
        </ButtonBase>
      ))}
    </Carousel>
  );
}
