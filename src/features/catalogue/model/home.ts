import type { ColourPreview, HomeCatalogue } from './types';
import { isColourSwatch } from '@domain/media';
import { toProductCard } from './card';

/** The home page's featured row holds eight products (two rows of four on desktop). */
export const FEATURED_COUNT = 8;

/** Category tiles: 2 columns on phones, 3 on tablets, 6 on desktop. */
export const CATEGORY_COLUMNS = { xs: 2, sm: 3, lg: 6 } as const;

/** Product cards: 2 columns on phones, the listing's column count (settings, 4 by default) from md up. */
export function productColumns(listingColumns: number) {
  return { xs: 2, md: listingColumns };
}

/** A card previews at most four colours, then '+N'. */
export const SWATCH_PREVIEW_MAX = 4;

/** Wire answer → client model: the featured row is capped, missing lists are empty. */
export function toHomeCatalogue(wire: Partial<HomeCatalogue> | null | undefined): HomeCatalogue {
  return {
    categories: wire?.categories ?? [],
    featured: (wire?.featured ?? []).slice(0, FEATURED_COUNT).map(toProductCard),
  };
}

export function splitSwatches(colours: ColourPreview[], max = SWATCH_PREVIEW_MAX) {
  return { shown: colours.slice(0, max), hidden: Math.max(0, colours.length - max) };
}

/** How a swatch value paints its circle: a colour is painted as is; a picture is drawn by SwatchImage, lazily. */
export function swatchBackground(swatch: string | null): { backgroundColor?: string } {
  return swatch && isColourSwatch(swatch) ? { backgroundColor: swatch } : {};
}
