/** One image of a lightbox (the spec's full_src, its size, title and caption). */
export interface LightboxImage {
  /** The large file. */
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
  /** Shown as the viewer's heading; the alt text when absent. */
  title?: string;
  caption?: string;
  /** The file the download button saves; `src` when absent. */
  downloadSrc?: string;
  /** A small rendition for the viewer's thumbnail strip; `src` when absent. */
  thumbnail?: { src: string; width: number; height: number };
}

/** Which tools the viewer offers (the store's gallery settings). */
export interface LightboxTools {
  zoom: boolean;
  fullscreen: boolean;
  share: boolean;
  download: boolean;
  /** A slide show, with its stop and start control. */
  autoplay: boolean;
  /** A strip of the images' thumbnails under the image. */
  thumbnail: boolean;
}
