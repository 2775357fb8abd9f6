import type { Minor } from '@domain/money';

/** A responsive image as the server describes it (wire names kept: srcset, sizes). */
export interface CatalogueImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

export interface CategoryTileData {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: CatalogueImage | null;
  productCount: number;
  children: CategoryTileData[];
}

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface ColourPreview {
  slug: string;
  name: string;
  /** '#rrggbb' for a colour, or the address of an image swatch; null when the term has none. */
  swatch: string | null;
}

export interface ProductCardData {
  id: number;
  slug: string;
  type: 'simple' | 'variable';
  name: string;
  shortDescription: string;
  price: { regular: Minor; sale: Minor | null; min: Minor; max: Minor };
  onSale: boolean;
  /** average in hundredths (450 = 4.5 stars). */
  rating: { average: number; count: number };
  stockStatus: StockStatus;
  image: CatalogueImage | null;
  colours: ColourPreview[];
}

export interface HomeCatalogue {
  categories: CategoryTileData[];
  featured: ProductCardData[];
}
