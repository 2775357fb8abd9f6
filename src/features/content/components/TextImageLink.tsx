import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { DeferredLightbox as Lightbox } from '@shared/ui/DeferredLightbox';
import type { LightboxImage } from '@shared/ui/lightbox/types';

/** The picture's own size, read from the file once it is decoded; null when it cannot be shown. */
async function measure(src: string): Promise<{ width: number; height: number } | null> {
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
  } catch {
    return null;
  }
  return image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null;
}

/**
 * A link in text to a picture file: it opens the picture in the lightbox (the link's words are its name), and the
 * focus comes back to the link on close. Without script, or with a modifier key, it is a plain link to the file; a
 * file that cannot be shown is followed like a plain link too.
 */
export function TextImageLink({ href, text, children }: { href: string; text: string; children: ReactNode }) {
  const [shown, setShown] = useState<LightboxImage | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const onClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    Lightbox.preload();
    const size = await measure(href);
    setPending(false);
    if (!size) return void window.location.assign(href);
    setShown({ src: href, ...size, alt: text, title: text });
    setOpen(true);
  };

  return (
    <>
      <Box
        component="a"
        href={href}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        onClick={(event: React.MouseEvent<HTMLAnchorElement>) => void onClick(event)}
        onPointerEnter={() => Lightbox.preload()}
        onFocus={() => Lightbox.preload()}
        sx={{ color: 'primary.main', textDecoration: 'underline', cursor: pending ? 'progress' : 'zoom-in' }}
      >
        {children}
      </Box>
      {shown ? (
        <Lightbox
          open={open}
          onClose={() => setOpen(false)}
          images={[shown]}
          index={0}
          onIndexChange={() => undefined}
        />
      ) : null}
    </>
  );
}
