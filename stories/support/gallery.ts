/**
 * A product gallery for the carousel and lightbox stories: the handmade mugs of the listing fixture (the files in
 * tests/support/fixtures/media, served at /media), with their alt text, name and description in the story's locale.
 * Not a story file.
 */
import type { Locale } from '@domain/locales';
import type { ListingPage } from '@features/catalogue/model/listing-types';
import type { LightboxImage } from '@shared/ui/lightbox';
import { fixture } from '../../tests/support/fixtures/routes';

export interface GalleryImage extends LightboxImage {
  /** The 600 px file and its srcset, for slides and thumbnails. */
  slideSrc: string;
  slideSrcSet: string;
  thumbSrc: string;
}

/** The candidate of a srcset with the given width ('…-1200-….webp 1200w'). */
function candidate(srcset: string, width: number, fallback: string): string {
  const found = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([, w]) => w === `${width}w`);
  return found?.[0] ?? fallback;
}

export function galleryImages(locale: Locale, count = 5): GalleryImage[] {
  const page = fixture<ListingPage>('catalogue/listing:handmade-mugs-1', locale);
  return page.items.slice(0, count).map((item) => ({
    src: candidate(item.image?.srcset ?? '', 1200, item.image?.src ?? ''),
    slideSrc: item.image?.src ?? '',
    slideSrcSet: item.image?.srcset ?? '',
    thumbSrc: candidate(item.image?.srcset ?? '', 300, item.image?.src ?? ''),
    width: item.image?.width ?? 600,
    height: item.image?.height ?? 600,
    alt: item.image?.alt ?? item.name,
    title: item.name,
    caption: item.shortDescription,
  }));
}
