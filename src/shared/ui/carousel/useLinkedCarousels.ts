import { useId, useState } from 'react';

/**
 * Links a main carousel with its thumbnail strip: one current slide for both. Spread `main` on the Carousel and
 * `thumbnails` on CarouselThumbnails; the thumbnails then name the main slides they control.
 */
export function useLinkedCarousels(initial = 0) {
  const [index, setIndex] = useState(initial);
  const id = useId();
  return {
    index,
    setIndex,
    main: { id, index, onIndexChange: setIndex },
    thumbnails: { current: index, onSelect: setIndex, controls: `${id}-slides` },
  };
}
