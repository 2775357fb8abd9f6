import { Box } from '@mui/material';

/**
 * A picture swatch filling its round box: an image loaded lazily, as every picture below the first screen is (a CSS
 * background would be fetched with the page, however far down the swatch is). Decorative: the term's name says it.
 */
export function SwatchImage({ src }: { src: string }) {
  return (
    <Box
      component="img"
      // loading comes before src: some browsers start the fetch as soon as src is set.
      loading="lazy"
      decoding="async"
      src={src}
      alt=""
      width={48}
      height={48}
      sx={{ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover', borderRadius: 'inherit' }}
    />
  );
}
