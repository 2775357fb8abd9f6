import type { ReactNode, Ref } from 'react';
import { Box, IconButton } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import ShareIcon from '@mui/icons-material/Share';
import DownloadIcon from '@mui/icons-material/Download';
import CloseIcon from '@mui/icons-material/Close';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ZOOM, isZoomed, zoomIn, zoomOut } from '@domain/zoom';
import type { LightboxTools } from './types';
import { lightboxMessages } from '../lightbox-messages';
import { carouselMessages } from '../carousel-messages';

export interface LightboxToolbarProps {
  tools: LightboxTools;
  zoom: number;
  onZoom: (zoom: number) => void;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  onShare: () => void;
  shareRef: Ref<HTMLButtonElement>;
  downloadHref: string;
  /** The slide show's control, when the viewer has one. */
  slideshow?: { rotating: boolean; toggle: () => void };
  /** The slide show's control (focus on it does not pause the show). */
  slideshowRef?: Ref<HTMLButtonElement>;
  /** Id of the image area the slide show changes. */
  stageId: string;
  onClose: () => void;
}

/** A button that stays focusable at its limit (focus is never dropped), announced as unavailable. */
function Tool({
  label,
  onClick,
  unavailable,
  children,
}: {
  label: string;
  onClick: () => void;
  unavailable?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (!unavailable) onClick();
      }}
      color="inherit"
      sx={{ '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'default' } }}
    >
      {children}
    </IconButton>
  );
}

/**
 * The viewer's tools, as the gallery settings allow: the slide show's stop and start (its name says what it will
 * do; play and pause mean no direction, so they never flip), zoom in, out and reset (1× to 3×), full screen (a
 * toggle, only where the browser offers it), share, download, and close.
 */
export function LightboxToolbar({
  tools,
  zoom,
  onZoom,
  fullscreen,
  onShare,
  shareRef,
  downloadHref,
  slideshow,
  slideshowRef,
  stageId,
  onClose,
}: LightboxToolbarProps) {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <Box
      role="group"
      aria-label={t(lightboxMessages.tools)}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', marginInlineStart: 'auto' }}
    >
      {slideshow && (
        <IconButton
          ref={slideshowRef}
          aria-label={t(slideshow.rotating ? carouselMessages.autoplayStop : carouselMessages.autoplayStart)}
          aria-controls={stageId}
          onClick={slideshow.toggle}
          color="inherit"
        >
          {slideshow.rotating ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      )}
      {tools.zoom && (
        <>
          <Tool label={t(lightboxMessages.zoomIn)} onClick={() => onZoom(zoomIn(zoom))} unavailable={zoom >= ZOOM.max}>
            <ZoomInIcon />
          </Tool>
          <Tool label={t(lightboxMessages.zoomOut)} onClick={() => onZoom(zoomOut(zoom))} unavailable={!isZoomed(zoom)}>
            <ZoomOutIcon />
          </Tool>
          <Tool label={t(lightboxMessages.zoomReset)} onClick={() => onZoom(ZOOM.min)} unavailable={!isZoomed(zoom)}>
            <FitScreenIcon />
          </Tool>
        </>
      )}
      {tools.fullscreen && fullscreen.supported && (
        <IconButton
          aria-label={t(lightboxMessages.fullscreen)}
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
          color="inherit"
        >
          {fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      )}
      {tools.share && (
        <IconButton ref={shareRef} aria-label={t(lightboxMessages.share)} onClick={onShare} color="inherit">
          <ShareIcon />
        </IconButton>
      )}
      {tools.download && (
        <IconButton
          component="a"
          href={downloadHref}
          download
          aria-label={t(lightboxMessages.download)}
          color="inherit"
        >
          <DownloadIcon />
        </IconButton>
      )}
      <IconButton aria-label={t(lightboxMessages.close)} onClick={onClose} color="inherit">
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
