import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Dialog, Typography, useMediaQuery } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { NO_PAN, ZOOM, clampZoom, isZoomed, panAfterZoom, panByKey, zoomIn, zoomOut } from '@domain/zoom';
import { VisuallyHidden } from '../VisuallyHidden';
import { CarouselNavButton } from '../carousel/CarouselNavButton';
import { carouselKeyMove, isTextEntry } from '../carousel/carousel-keys';
import { LightboxStage } from './LightboxStage';
import { LightboxThumbnails } from './LightboxThumbnails';
import { LightboxToolbar } from './LightboxToolbar';
import { useAutoplay } from '../carousel/useAutoplay';
import { useFullscreen } from './useFullscreen';
import { useShare } from './useShare';
import type { LightboxImage, LightboxTools } from './types';
import { lightboxMessages } from '../lightbox-messages';
import { useInertPage } from '../useInertPage';

export interface LightboxProps {
  open: boolean;
  onClose: () => void;
  images: LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  /** The store's gallery settings; zoom, full screen and share on, download, slide show and thumbnails off, by default. */
  tools?: Partial<LightboxTools>;
  /** The link Share sends or copies; the page's address by default. */
  shareUrl?: string;
  /** Where focus goes on closing; the element that opened the viewer by default. */
  returnFocus?: () => HTMLElement | null;
}

// Only shown when neither Web Share nor the clipboard works: MUI's TextField (≈13 KiB gzip) is fetched then.
const ShareFallback = lazy(() => import('./ShareFallback').then((module) => ({ default: module.ShareFallback })));

const DEFAULT_TOOLS: LightboxTools = {
  zoom: true,
  fullscreen: true,
  share: true,
  download: false,
  autoplay: false,
  thumbnail: false,
};

/** A slide show's pace (the spec gives none; the gallery viewer's usual 5 s). */
export const SLIDESHOW_DELAY_MS = 5000;

/**
 * The image viewer: a modal MUI Dialog with the image's title and caption, a counter,
 * previous / next (buttons, arrow keys mirrored in Arabic, swipes), zoom 1× to 3× with pan by drag and arrow keys,
 * full screen, share and download. Focus stays inside, Escape closes, focus goes back to the opener. Changes are
 * announced by a live region inside the dialog (the page behind it is hidden from assistive technology).
 */
export function Lightbox({ open, onClose, images, index, onIndexChange, tools, shareUrl, returnFocus }: LightboxProps) {
  useInertPage(open);
  const intl = useIntl();
  const direction = useTheme().direction;
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const enabled = { ...DEFAULT_TOOLS, ...tools };
  const count = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(0, count - 1));
  const image = images[current];
  const baseId = useId();
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [pan, setPan] = useState(NO_PAN);
  const [announcement, setAnnouncement] = useState('');
  // Another image starts unzoomed.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setZoom(ZOOM.min);
    setPan(NO_PAN);
  }

  const rootRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);
  const fullscreen = useFullscreen(useCallback(() => rootRef.current, []));
  const sharing = useShare();

  // The slide show (APG rotation): paused while the pointer or focus is on the image, never started under reduced
  // motion, silent while it moves; the last image leads back to the first.
  const slideshow = useAutoplay({
    enabled: open && enabled.autoplay && count > 1,
    delayMs: SLIDESHOW_DELAY_MS,
    reduceMotion,
    index: current,
    onTick: () => go((current + 1) % count, true),
  });

  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && returnFocus) returnFocus()?.focus();
    wasOpen.current = open;
  }, [open, returnFocus]);

  if (!image) return null;
  const title = image.title || image.alt;
  const size = () => ({ width: imageRef.current?.offsetWidth ?? 0, height: imageRef.current?.offsetHeight ?? 0 });
  const go = (next: number, quiet = false) => {
    const target = images[next];
    if (!target || next === current) return;
    onIndexChange(next);
    if (quiet) return;
    setAnnouncement(
      intl.formatMessage(lightboxMessages.shown, {
        current: next + 1,
        total: count,
        title: target.title || target.alt,
      }),
    );
  };
  const changeZoom = (next: number) => {
    const level = clampZoom(next);
    setZoom(level);
    setPan((p) => panAfterZoom(p, level, size()));
    const percent = intl.formatNumber(level, { style: 'percent' });
    setAnnouncement(intl.formatMessage(lightboxMessages.zoomLevel, { level: percent }));
  };
  const close = () => {
    fullscreen.exit();
    sharing.reset();
    setZoom(ZOOM.min);
    setPan(NO_PAN);
    onClose();
  };
  const share = async () => {
    const outcome = await sharing.share({ title, url: shareUrl ?? window.location.href });
    if (outcome === 'copied') setAnnouncement(intl.formatMessage(lightboxMessages.copied));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return;
    // A zoomed image takes the arrow keys to move around it; otherwise they change image.
    const panned = enabled.zoom && isZoomed(zoom) ? panByKey(event.key, pan, zoom, size()) : null;
    const move = carouselKeyMove(event.key, direction);
    const zoomKeys: Record<string, number> = {
      '+': zoomIn(zoom),
      '=': zoomIn(zoom),
      '-': zoomOut(zoom),
      '0': ZOOM.min,
    };
    if (panned) setPan(panned);
    else if (move === 1 || move === -1) go(current + move);
    else if (move === 'first' || move === 'last') go(move === 'first' ? 0 : count - 1);
    else if (enabled.zoom && event.key in zoomKeys) changeZoom(zoomKeys[event.key]!);
    else return;
    event.preventDefault();
  };

  const titleId = `${baseId}-title`;
  const captionId = `${baseId}-caption`;
  const stageId = `${baseId}-stage`;
  const navButton = (which: 'prev' | 'next') => (
    <Box
      sx={(theme: Theme) => ({
        position: 'absolute',
        insetBlockStart: '50%',
        transform: 'translateY(-50%)',
        [which === 'prev' ? 'insetInlineStart' : 'insetInlineEnd']: theme.spacing(1),
      })}
    >
      <CarouselNavButton
        step={which}
        variant="icons"
        label={intl.formatMessage(which === 'prev' ? lightboxMessages.previous : lightboxMessages.next)}
        atEnd={which === 'prev' ? current === 0 : current === count - 1}
        onStep={() => go(current + (which === 'prev' ? -1 : 1))}
        controls={stageId}
      />
    </Box>
  );

  return (
    <Dialog
      ref={rootRef}
      open={open}
      onClose={close}
      fullScreen
      // As the mobile menu: focus goes back and the page is un-hidden in the same commit (mui#46682).
      closeAfterTransition={false}
      disableRestoreFocus={Boolean(returnFocus)}
      transitionDuration={reduceMotion ? 0 : undefined}
      aria-labelledby={titleId}
      aria-describedby={image.caption ? captionId : undefined}
      slotProps={{
        transition: { appear: true },
        paper: {
          onKeyDown,
          sx: (theme: Theme) => ({
            display: 'grid',
            gridTemplateRows: 'auto auto minmax(0, 1fr) auto auto',
            backgroundColor: theme.shop.palette.ink,
            color: theme.shop.palette.paper,
          }),
        },
      }}
    >
      <Box
        sx={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          paddingBlock: theme.spacing(1),
          paddingInline: theme.spacing(2, 1),
        })}
      >
        {count > 1 && (
          <Typography component="p" variant="body2" sx={{ margin: 0, flexShrink: 0 }}>
            <bdi dir={direction} aria-hidden="true">
              {intl.formatMessage(lightboxMessages.counter, { current: current + 1, total: count })}
            </bdi>
            <VisuallyHidden>
              {intl.formatMessage(lightboxMessages.counterLabel, { current: current + 1, total: count })}
            </VisuallyHidden>
          </Typography>
        )}
        <Typography
          id={titleId}
          component="h2"
          variant="h4"
          // On a phone the tools take the first line and the title the next one; the title is not focusable,
          // so the visual order never differs from the Tab order.
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 12rem' }, order: { xs: 1, sm: 0 }, minInlineSize: 0 }}
        >
          {title}
        </Typography>
        <LightboxToolbar
          tools={enabled}
          zoom={zoom}
          onZoom={changeZoom}
          fullscreen={fullscreen}
          onShare={() => void share()}
          shareRef={shareRef}
          downloadHref={image.downloadSrc ?? image.src}
          slideshow={
            enabled.autoplay && count > 1 ? { rotating: slideshow.rotating, toggle: slideshow.toggle } : undefined
          }
          slideshowRef={slideshow.toggleRef}
          stageId={stageId}
          onClose={close}
        />
      </Box>
      <Box>
        {sharing.outcome === 'prompt' && (
          <Suspense fallback={null}>
            <ShareFallback
              url={shareUrl ?? window.location.href}
              onDone={() => {
                sharing.reset();
                shareRef.current?.focus();
              }}
            />
          </Suspense>
        )}
        {sharing.outcome === 'copied' && (
          <Typography variant="body2" sx={(theme: Theme) => ({ paddingInline: theme.spacing(2) })}>
            {intl.formatMessage(lightboxMessages.copied)}
          </Typography>
        )}
      </Box>
      <Box id={stageId} sx={{ position: 'relative', display: 'grid', minBlockSize: 0 }} {...slideshow.regionProps}>
        <LightboxStage
          image={image}
          zoom={zoom}
          pan={pan}
          onPan={setPan}
          onSwipe={(step) => go(current + step)}
          onDoubleClick={() => enabled.zoom && changeZoom(isZoomed(zoom) ? ZOOM.min : 2)}
          imageRef={imageRef}
          rtl={direction === 'rtl'}
          reduceMotion={reduceMotion}
          hintId={`${baseId}-hint`}
        />
        {count > 1 && navButton('prev')}
        {count > 1 && navButton('next')}
      </Box>
      <Box sx={(theme: Theme) => ({ padding: theme.spacing(1, 2, 2), minBlockSize: theme.spacing(2) })}>
        {image.caption && (
          <Typography id={captionId} variant="body2">
            {image.caption}
          </Typography>
        )}
        <VisuallyHidden id={`${baseId}-hint`}>{intl.formatMessage(lightboxMessages.panHint)}</VisuallyHidden>
        <VisuallyHidden role="status" aria-live={slideshow.moving ? 'off' : 'polite'} aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      </Box>
      {enabled.thumbnail && count > 1 && (
        <LightboxThumbnails images={images} current={current} onSelect={(i) => go(i)} controls={stageId} />
      )}
    </Dialog>
  );
}
