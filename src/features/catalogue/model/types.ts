import type { Category } from '@entities/category/api';
import type { ResponsiveImage } from '@domain/media';
import type { Locale } from '@domain/locales';
import type { Minor } from '@domain/money';
import type { ProductType } from '@domain/product-type';
import type { StockStatus } from '@domain/stock';
import type { CardOption } from '@domain/variations';

export interface ColourPreview {
  slug: string;
  name: string;
  /** '#rrggbb' for a colour, or the address of an image swatch; null when the term has none. */
  swatch: string | null;
}

export interface ProductCardData {
  id: number;
  slug: string;
  /** grouped: its button leads to its page ('View products'); external: to its seller's site. */
  type: ProductType;
  name: string;
  shortDescription: string;
  /**
   * The language name and descriptions are written in (the default locale's when the product has no translation in
   * the page's); null: the page's own (an answer from before the field).
   */
  textLocale: Locale | null;
  price: { regular: Minor; sale: Minor | null; min: Minor; max: Minor };
  onSale: boolean;
  /** average in hundredths (450 = 4.5 stars). */
  rating: { average: number; count: number };
  stockStatus: StockStatus;
  image: ResponsiveImage | null;
  colours: ColourPreview[];
  /** The other attributes that choose a variation (sizes, materials), in order. */
  options: CardOption[];
  /** An external product's seller address (http or https), and its button words (null: 'Buy product'). */
  externalUrl: string | null;
  buttonText: string | null;
}

export interface HomeCatalogue {
  categories: Category[];
  featured: ProductCardData[];
}
