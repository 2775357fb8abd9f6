import { Box, type SxProps, type Theme } from '@mui/material';
import { useServerRender } from '@shared/lib/render-context';

export interface LazyImageProps {
  src: string;
  /** Candidate files with their widths ('a.webp 400w, b.webp 800w'); empty or absent for a single file. */
  srcSet?: string;
  /** How wide the image is drawn at each viewport width, so the browser picks the right candidate. */
  sizes?: string;
  /** Intrinsic size: reserves the space before the file arrives, so nothing shifts (CLS). */
  width: number;
  height: number;
  /** Required: '' for an image that only decorates what the text next to it already says. */
  alt: string;
  /** For images in the first viewport (the LCP candidate): fetched at once, with high priority. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A responsive image: srcset/sizes, explicit width and height, lazy loading except when it has
 * priority, and asynchronous decoding so a large image never blocks the main thread.
 */
export function LazyImage({ src, srcSet, sizes, width, height, alt, priority = false, sx }: LazyImageProps) {
  // The page's first priority image is preloaded from the head of the server's HTML.
  const server = useServerRender();
  if (server && priority) server.record.imagePreload ??= { src, srcSet, sizes };
  return (
    <Box
      component="img"
      // loading comes before src: some browsers start the fetch as soon as src is set.
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      sizes={srcSet && sizes ? sizes : undefined}
      srcSet={srcSet || undefined}
      src={src}
      width={width}
      height={height}
      alt={alt}
      sx={[{ display: 'block', maxInlineSize: '100%', blockSize: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
