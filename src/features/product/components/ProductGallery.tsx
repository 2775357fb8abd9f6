import { useRef, useState } from 'react';
import { Box, ButtonBase } from '@mui/material';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { GalleryImage } from '@domain/variations';
import { useIntl } from 'react-intl';
import { Carousel, CarouselThumbnails, useLinkedCarousels } from '@shared/ui/carousel';
import { useSettings } from '@shared/api/settings-api';
import { LazyImage } from '@shared/ui/LazyImage';
import { DeferredLightbox as Lightbox } from '@shared/ui/DeferredLightbox';
import { productMessages } from '../messages';

interface Props {
  images: GalleryImage[];
  /** The slide to show: the chosen variation's picture (gallerySlides). */
  active: number;
  productName: string;
  /** The link the lightbox's Share sends (the share field's). */
  shareUrl?: string;
  /** How wide the slides are drawn (`sizes`), from the page's layout; the server's otherwise. */
  sizes?: string;
}

/** The frame a picture would fill, with a faint picture sign; decorative, as the page's heading names the product. */
function GalleryPlaceholder() {
  return (
    <Box
      data-testid="gallery-placeholder"
      sx={(theme) => ({
        aspectRatio: '1',
        display: 'grid',
        placeItems: 'center',
        borderRadius: `${theme.shop.radii.md}px`,
        backgroundColor: theme.shop.palette.sand,
        color: theme.palette.text.disabled,
      })}
    >
      <ImageOutlined aria-hidden sx={{ fontSize: 64 }} />
    </Box>
  );
}

/**
 * The product's gallery: a main carousel linked with a thumbnail strip, each slide opening the lightbox with the
 * tools the store's gallery settings allow (slide show, download, full screen, zoom, thumbnails, share). When the
 * choice brings another picture, the carousel moves to it.
 */
export function ProductGallery({ images, active, productName, shareUrl, sizes }: Props) {
  const intl = useIntl();
  const { gallery } = useSettings();
  const linked = useLinkedCarousels(active);
  const [followed, setFollowed] = useState(active);
  const [slidesKey, setSlidesKey] = useState(images.map((image) => image.id).join());
  const key = images.map((image) => image.id).join();
  if (followed !== active || slidesKey !== key) {
    setFollowed(active);
    setSlidesKey(key);
    linked.setIndex(active);
  }
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const total = images.length;
  // A product without a picture (an import that could not fetch it) keeps the page's layout: the cards' sand frame.
  if (total === 0) return <GalleryPlaceholder />;

  return (
    <Box sx={{ display: 'grid', gap: 1, minInlineSize: 0 }}>
      <Carousel label={intl.formatMessage(productMessages.gallery)} {...linked.main}>
        {images.map((image, i) => (
          <ButtonBase
            key={`${image.id}-${i}`}
            aria-label={intl.formatMessage(productMessages.galleryOpen, { position: i + 1, total })}
            onClick={(event) => {
              openerRef.current = event.currentTarget;
              setMounted(true);
              setOpen(true);
            }}
            onPointerEnter={Lightbox.preload}
            onFocus={Lightbox.preload}
            sx={{ display: 'block', inlineSize: '100%', cursor: 'zoom-in' }}
          >
            <LazyImage
              src={image.src}
              srcSet={image.srcset}
              sizes={sizes ?? image.sizes}
              width={image.width}
              height={image.height}
              alt={image.alt || productName}
              priority={i === 0}
              sx={{ inlineSize: '100%', aspectRatio: '1', objectFit: 'cover' }}
            />
          </ButtonBase>
        ))}
      </Carousel>
      {total > 1 && (
        <CarouselThumbnails
          images={images.map((image) => ({
            src: image.thumbnail.src,
            width: image.thumbnail.width,
            height: image.thumbnail.height,
          }))}
          {...linked.thumbnails}
        />
      )}
      {mounted && (
        <Lightbox
          open={open}
          onClose={() => setOpen(false)}
          images={images.map((image) => ({
            src: image.full.src,
            width: image.full.width,
            height: image.full.height,
            alt: image.alt || productName,
            title: productName,
            thumbnail: image.thumbnail,
          }))}
          tools={gallery}
          index={linked.index}
          onIndexChange={linked.setIndex}
          shareUrl={shareUrl}
          returnFocus={() => openerRef.current}
          onLoadError={() => {
            setOpen(false);
            setMounted(false);
          }}
        />
      )}
    </Box>
  );
}
