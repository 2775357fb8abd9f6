import { useState } from 'react';
import type { Picture } from '@domain/content/blocks';
import { DeferredLightbox as Lightbox } from '@shared/ui/DeferredLightbox';

/**
 * The one lightbox for a set of content pictures (an image, a gallery): its counter, zoom, full screen and share,
 * each picture's title and description. `open(i)` shows the i-th; focus goes back to the link that opened it.
 */
export function usePictureViewer(pictures: Picture[]) {
  const shown = pictures.filter((p) => p.image !== null);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const viewer = mounted ? (
    <Lightbox
      open={open}
      onClose={() => setOpen(false)}
      images={shown.map((p) => ({
        src: p.image!.full.src,
        width: p.image!.full.width,
        height: p.image!.full.height,
        alt: p.alt,
        title: p.title,
        caption: p.description,
      }))}
      index={index}
      onIndexChange={setIndex}
    />
  ) : null;
  return {
    /** Shows the picture at this index of the set (pictures without a file are skipped). */
    open: (picture: Picture) => {
      setIndex(Math.max(0, shown.indexOf(picture)));
      setMounted(true);
      setOpen(true);
    },
    /** Fetches the viewer's code ahead of a press (hover, focus). */
    prepare: () => Lightbox.preload(),
    viewer,
  };
}
