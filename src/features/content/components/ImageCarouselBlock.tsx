import { carouselLayouts } from '@domain/carousel';
import { pictureSizes } from '@domain/content/blocks';
import { blockCarousel } from '@domain/content/carousel-block';
import type { BlockOfType } from '../model/types';
import { Carousel } from '@shared/ui/carousel';
import { PictureLink } from './PictureLink';
import { usePictureViewer } from './usePictureViewer';

/**
 * Pictures in the one carousel, as the block declares it: items, group and gutter per breakpoint, speed, loop,
 * autoplay (paused by its button, on hover and focus, while the page is hidden and under reduced motion; backwards or
 * stopping on the last slide if asked), arrows as icons or words, bullets or a fraction; each slide opens the lightbox.
 */
export function ImageCarouselBlock({ block }: { block: BlockOfType<'image-carousel'> }) {
  const viewer = usePictureViewer(block.pictures);
  const pictures = block.pictures.filter((p) => p.image !== null);
  const carousel = blockCarousel(block);
  const sizes = pictureSizes(
    carouselLayouts(carousel.config).map((l) => ({ minWidth: l.minWidth, perView: l.perView, gap: l.gutter })),
  );
  return (
    <>
      <Carousel label={block.label} {...carousel}>
        {pictures.map((picture, i) => (
          <PictureLink key={i} picture={picture} onOpen={viewer.open} onPrepare={viewer.prepare} sizes={sizes} square />
        ))}
      </Carousel>
      {viewer.viewer}
    </>
  );
}
