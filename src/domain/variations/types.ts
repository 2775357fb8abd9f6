/**
 * The variation model shared by the server (which builds it from its rows and matches lookups with it) and the
 * client (which receives it on the wire and runs the same rules). Every field of the shop's variation data has
 * a typed counterpart here; the *_html fields become data the client formats (price, weight, dimensions,
 * availability), and money is integer minor units.
 */
import type { ImageSource, ResponsiveImage } from '../media';
import type { Minor } from '../money';
import type { StockStatus } from '../stock';
import type { CardPrice } from '../pricing';

export type { StockStatus };

/**
 * A variation's attributes: attribute slug → term slug. '' means 'any term' (the spec's empty value), so one
 * variation can stand for a colour in every size. An attribute the map lacks is 'any' as well.
 */
export type VariationAttributes = Readonly<Record<string, string>>;

/**
 * What the shopper has chosen: attribute slug → term slug. An attribute that is absent, or '', is not chosen.
 * Always treated as immutable: every function here returns a new object.
 */
export type Selection = Readonly<Record<string, string>>;

/** Millimetres. */
export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

/** A rendition the gallery shows at a given size (full size for zoom and the lightbox, or the thumbnail strip). */
/**
 * A picture of the product page's gallery (spec 'image': src, srcset, sizes, alt, full_src…, gallery_thumbnail_src).
 * `id` is the picture's media asset id: the same picture has the same id wherever it appears (gallery, colour term,
 * variation), which is how a variation's picture is found among the slides.
 */
export interface GalleryImage extends ResponsiveImage {
  id: number;
  full: ImageSource;
  thumbnail: ImageSource;
}

/** One purchasable combination of attribute terms. */
export interface Variation {
  /** variation_id: what the cart receives. */
  id: number;
  attributes: VariationAttributes;
  /** Its own SKU, or the product's when it has none. */
  sku: string | null;
  /** min = max = what is paid now; regular and sale as on cards (price_html, display_price, display_regular_price). */
  price: CardPrice;
  /** sale_flash: a sale is running now. */
  onSale: boolean;
  stockStatus: StockStatus;
  /** Units in stock when stock is managed, else null. */
  stockQuantity: number | null;
  /** is_in_stock: in stock or on backorder. */
  isInStock: boolean;
  isPurchasable: boolean;
  /** variation_is_visible. This server never sends a hidden variation (see the product route); kept for the rule. */
  isVisible: boolean;
  /** variation_is_active: visible and purchasable. An option reached only through inactive variations is disabled. */
  isActive: boolean;
  /** is_sold_individually: the product's setting (quantity fixed at 1, field hidden). */
  soldIndividually: boolean;
  minQty: number;
  /** null: no upper limit. */
  maxQty: number | null;
  /** Grams, the product's when the variation has none. */
  weightGrams: number | null;
  /** The product's when the variation has none. */
  dimensionsMm: Dimensions | null;
  /** The variation's own description in the request's locale ('' when none). */
  description: string;
  /** image_id: the picture's asset id, null when the variation has no picture of its own. */
  imageId: number | null;
  image: GalleryImage | null;
}

/** The minimum an attribute must carry for the rules: its slug and its terms in display order. */
export interface AttributeTerms {
  slug: string;
  terms: ReadonlyArray<{ slug: string }>;
}

/** The fields of a variation the matching and option rules read (tests and callers may pass less than a Variation). */
export type MatchableVariation = Pick<Variation, 'attributes' | 'isActive' | 'isInStock'>;

/** A variation attribute other than colour as a listing card offers it: labelled buttons, one per term. */
export interface CardOption {
  /** The attribute's slug, as the variation query names it. */
  attribute: string;
  name: string;
  terms: ReadonlyArray<{ slug: string; name: string }>;
}

export type { CardPrice, Minor };
