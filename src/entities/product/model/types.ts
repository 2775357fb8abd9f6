import type { Locale } from '@domain/locales';
import type { CardPrice } from '@domain/pricing';
import type { ResponsiveImage } from '@domain/media';
import type { ProductType } from '@domain/product-type';
import type { CardOption, Dimensions, GalleryImage, ProductFacts, StockStatus, Variation } from '@domain/variations';

export type { Dimensions, GalleryImage, ProductType, StockStatus, Variation };

/** A term a product offers for one attribute (a dropdown option or a swatch). */
export interface ProductTerm {
  slug: string;
  name: string;
  /** '#rrggbb' for a colour swatch; null when the term has none. */
  swatch: string | null;
  /** The product's picture in this colour: a gallery image id (see chosenTermImageId), or null. */
  imageId: number | null;
  /** That picture, resolved from the gallery. */
  image: GalleryImage | null;
}

export interface ProductAttribute {
  slug: string;
  /** Localised label ('Colour', 'Couleur', 'اللون'). */
  name: string;
  /** 'colour' is shown as colour swatches, 'select' as written terms; both with the 'selected term name' label. */
  type: 'select' | 'colour';
  usedForVariations: boolean;
  /** Listed among the product's details. */
  visible: boolean;
  terms: ProductTerm[];
}

export interface Crumb {
  slug: string;
  name: string;
}

/**
 * A product as the product page and the quick view use it. It is the domain's ProductFacts (what a reset restores),
 * so `shownFacts(product, variation)` takes it as it is.
 */
export interface ProductDetail extends ProductFacts {
  id: number;
  slug: string;
  /**
   * A bundle is bought through its bundle form (its items and their quantities), never as itself; a grouped product
   * through its items' rows, one by one; an external product on its seller's site (externalUrl).
   */
  type: ProductType;
  name: string;
  /** Plain-text paragraphs. */
  shortDescription: string[];
  description: string[];
  /**
   * The language name and descriptions are written in (the default locale's when the product has no translation in
   * the page's); null: the page's own (an answer from before the field).
   */
  textLocale: Locale | null;
  price: CardPrice;
  onSale: boolean;
  /** When the sale running now ends (ISO); null when no sale runs or it has no end. */
  saleEndsAt: string | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  purchasable: boolean;
  /** Hundredths of a star: 450 = 4.5. */
  rating: { average: number; count: number };
  /** The category and its ancestors, root first. */
  breadcrumb: Crumb[];
  /** Every attribute, in position order. */
  attributes: ProductAttribute[];
  /** The attributes shoppers choose a variation by, in order: the variations form's selectors. */
  variationAttributes: ProductAttribute[];
  /** Position order; the first is the main picture. */
  gallery: GalleryImage[];
  /**
   * Every visible variation, or null in lookup mode (the spec's product_variations = false: the product has too many
   * to list): pass it as is to the domain's functions, and look complete choices up with getVariation.
   */
  variations: Variation[] | null;
  variationCount: number;
  /** Variation id → that variation's own gallery slides (see gallerySlides). */
  variationImages: Record<string, GalleryImage[]>;
  /** An external product's seller address (http or https); null otherwise. */
  externalUrl: string | null;
  /** An external product's button words; null: the shop's own ('Buy product'). */
  buttonText: string | null;
  /** A grouped product's products, in its order; empty for the other types. */
  groupedItems: GroupedItem[];
}

/** One of a grouped product's products, as its row shows it (the listing card's fields it needs). */
export interface GroupedItem {
  id: number;
  slug: string;
  type: ProductType;
  name: string;
  /** The language of its name; null: the page's own. */
  textLocale: Locale | null;
  price: CardPrice;
  onSale: boolean;
  stockStatus: StockStatus;
  image: ResponsiveImage | null;
  externalUrl: string | null;
  buttonText: string | null;
}

/**
 * A listing card's product, as the card's purchase controls need it (the catalogue's card data has this shape; the
 * app hands it over, as features do not import each other).
 */
export interface CardProduct {
  id: number;
  slug: string;
  type: ProductType;
  name: string;
  stockStatus: StockStatus;
  /** The colours that choose a variation, in order. */
  colours: Array<{ slug: string; name: string; swatch: string | null }>;
  /** The other attributes that choose a variation, as labelled buttons. */
  options: readonly CardOption[];
  /** The card's price, kept while the choice allows no other. */
  price: CardPrice;
  /** The card's picture; its `sizes` serves a variation's picture on the card too. */
  image: { sizes: string } | null;
  /** An external product's seller address, and its button words (null: 'Buy product'). */
  externalUrl: string | null;
  buttonText: string | null;
}

/** What the card shows for a matched variation: its price and picture (a card-sized rendition set). */
export interface CardChoiceShown {
  price: CardPrice;
  image: { src: string; srcset: string; sizes: string; width: number; height: number; alt: string } | null;
  /** The variation every chosen attribute settles on. */
  variationId?: number;
}
