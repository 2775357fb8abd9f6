/** A responsive image as the server sends it (wire names kept: srcset, sizes). */
export interface ResponsiveImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

/** One file of an image at one size (a thumbnail, the full-size file). */
export interface ImageSource {
  src: string;
  width: number;
  height: number;
}
