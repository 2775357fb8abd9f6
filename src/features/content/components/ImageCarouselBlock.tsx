import { carouselLayouts } from '@domain/carousel';
import { blockItems, pictureSizes } from '@domain/content/blocks';
import type { BlockOfType } from '../model/types';
import { Carousel } from '@shared/ui/carousel';
import { PictureLink } from './PictureLink';
import { usePictureViewer } from './usePictureViewer';

/**
 * Pictures in the one carousel: its items per breakpoint, loop, autoplay (paused by its button, on hover and focus,
 * while the page is hidden and under reduced motion), pagination; each slide opens the lightbox.
 */
export function ImageCarouselBlock({ block }: { block: BlockOfType<'image-carousel'> }) {
  const viewer = usePictureViewer(block.pictures);
  const pictures = block.pictures.filter((p) => p.image !== null);
  const items = blockItems(block.items);
  const sizes = pictureSizes(
    carouselLayouts({ items }).map((l) => ({ minWidth: l.minWidth, perView: l.perView, gap: l.gutter })),
  );
  return (
    <>
      <Carousel
        label={block.label}
        config={{ items }}
        loop={block.loop ?? false}
        nav="icons"
        pagination={block.pagination ?? 'bullets'}
        autoplay={block.autoplay ? { delay: block.autoplay } : false}
      >
        {pictures.map((picture, i) => (
          <PictureLink key={i} picture={picture} onOpen={viewer.open} onPrepare={viewer.prepare} sizes={sizes} square />
        ))}
      </Carousel>
      {viewer.viewer}
    </>
  );
}
