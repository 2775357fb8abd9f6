/** The shop's carousel (keen-slider is used here and nowhere else). */
export { Carousel, type CarouselProps, type CarouselAutoplay } from './Carousel';
export { CarouselThumbnails, type CarouselThumbnailsProps, type ThumbnailImage } from './CarouselThumbnails';
export { useLinkedCarousels } from './useLinkedCarousels';
