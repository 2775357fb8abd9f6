import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * Messages of the shared Lightbox and ZoomableImage. 'Copy to clipboard: Ctrl+C, Enter' is the spec's prompt when
 * copying fails, kept exactly in English.
 */
export const lightboxMessages = defineMessages<{
  counter: { current: MessageValue; total: MessageValue };
  counterLabel: { current: MessageValue; total: MessageValue };
  shown: { current: MessageValue; total: MessageValue; title: MessageValue };
  previous: NoMessageValues;
  next: NoMessageValues;
  tools: NoMessageValues;
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  zoomReset: NoMessageValues;
  zoomLevel: { level: MessageValue };
  panHint: NoMessageValues;
  fullscreen: NoMessageValues;
  share: NoMessageValues;
  copied: NoMessageValues;
  copyPrompt: NoMessageValues;
  download: NoMessageValues;
  close: NoMessageValues;
  enlarge: { alt: MessageValue };
}>({
  counter: { id: 'lightbox.counter', defaultMessage: '{current} / {total}' },
  counterLabel: { id: 'lightbox.counterLabel', defaultMessage: 'Image {current} of {total}' },
  shown: { id: 'lightbox.shown', defaultMessage: 'Image {current} of {total}: {title}' },
  previous: { id: 'lightbox.previous', defaultMessage: 'Previous image' },
  next: { id: 'lightbox.next', defaultMessage: 'Next image' },
  tools: { id: 'lightbox.tools', defaultMessage: 'Image tools' },
  zoomIn: { id: 'lightbox.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'lightbox.zoomOut', defaultMessage: 'Zoom out' },
  zoomReset: { id: 'lightbox.zoomReset', defaultMessage: 'Reset zoom' },
  zoomLevel: { id: 'lightbox.zoomLevel', defaultMessage: 'Zoom {level}' },
  panHint: { id: 'lightbox.panHint', defaultMessage: 'Drag the image or use the arrow keys to move around it.' },
  fullscreen: { id: 'lightbox.fullscreen', defaultMessage: 'Full screen' },
  share: { id: 'lightbox.share', defaultMessage: 'Share' },
  copied: { id: 'lightbox.copied', defaultMessage: 'Link copied' },
  copyPrompt: { id: 'lightbox.copyPrompt', defaultMessage: 'Copy to clipboard: Ctrl+C, Enter' },
  download: { id: 'lightbox.download', defaultMessage: 'Download' },
  close: { id: 'lightbox.close', defaultMessage: 'Close the image viewer' },
  enlarge: { id: 'lightbox.enlarge', defaultMessage: 'Enlarge image: {alt}' },
});
