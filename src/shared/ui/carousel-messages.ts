import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * Messages of the shared Carousel and its thumbnails. 'Prev' and 'Next' are the spec's visible button texts;
 * the rest follows the WAI-ARIA carousel pattern (role descriptions, '3 of 8' slide labels,
 * the rotation control's 'Stop / Start automatic slide show').
 */
export const carouselMessages = defineMessages<{
  roleDescription: NoMessageValues;
  slideRoleDescription: NoMessageValues;
  slideLabel: { position: MessageValue; total: MessageValue };
  prev: NoMessageValues;
  next: NoMessageValues;
  previousSlide: NoMessageValues;
  nextSlide: NoMessageValues;
  pagination: NoMessageValues;
  goTo: { position: MessageValue };
  fraction: { current: MessageValue; total: MessageValue };
  fractionLabel: { current: MessageValue; total: MessageValue };
  autoplayStop: NoMessageValues;
  autoplayStart: NoMessageValues;
  thumbnails: NoMessageValues;
  thumbnail: { position: MessageValue; total: MessageValue };
}>({
  roleDescription: { id: 'carousel.roleDescription', defaultMessage: 'carousel' },
  slideRoleDescription: { id: 'carousel.slideRoleDescription', defaultMessage: 'slide' },
  slideLabel: { id: 'carousel.slideLabel', defaultMessage: '{position} of {total}' },
  prev: { id: 'carousel.prev', defaultMessage: 'Prev' },
  next: { id: 'carousel.next', defaultMessage: 'Next' },
  previousSlide: { id: 'carousel.previousSlide', defaultMessage: 'Previous slide' },
  nextSlide: { id: 'carousel.nextSlide', defaultMessage: 'Next slide' },
  pagination: { id: 'carousel.pagination', defaultMessage: 'Choose a slide' },
  goTo: { id: 'carousel.goTo', defaultMessage: 'Go to slide {position}' },
  fraction: { id: 'carousel.fraction', defaultMessage: '{current} / {total}' },
  fractionLabel: { id: 'carousel.fractionLabel', defaultMessage: 'Slide {current} of {total}' },
  autoplayStop: { id: 'carousel.autoplayStop', defaultMessage: 'Stop automatic slide show' },
  autoplayStart: { id: 'carousel.autoplayStart', defaultMessage: 'Start automatic slide show' },
  thumbnails: { id: 'carousel.thumbnails', defaultMessage: 'Thumbnails' },
  thumbnail: { id: 'carousel.thumbnail', defaultMessage: 'Show image {position} of {total}' },
});
