import type { CardPrice } from '../pricing';
import { attributesMatch, chosenTerm } from './match';
import type { Dimensions, GalleryImage, Selection, StockStatus, Variation } from './types';

/** What the product page shows of the product itself, and restores on reset. */
export interface ProductFacts {
  sku: string | null;
  weightGrams: number | null;
  dimensionsMm: Dimensions | null;
  soldIndividually: boolean;
  quantity: { min: number; max: number | null };
}

export interface QuantityLimits {
  min: number;
  max: number | null;
  /** Sold individually: the quantity is 1 and its field is hidden. */
  fixed: boolean;
}

/** The variation details area (spec 'a variation details area showing price and availability'). */
export interface VariationDetails {
  price: CardPrice;
  onSale: boolean;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  description: string;
}

export interface ShownFacts {
  sku: string | null;
  weightGrams: number | null;
  dimensionsMm: Dimensions | null;
  /** null while no variation is matched: the details area is hidden. */
  details: VariationDetails | null;
  /** The matched variation's picture; null: the gallery as the product has it (see gallerySlides). */
  image: GalleryImage | null;
  quantity: QuantityLimits;
}

/** Quantity limits: a matched variation's min_qty/max_qty; sold individually fixes it at 1; else the product's. */
export function quantityLimits(
  product: ProductFacts,
  variation: Pick<Variation, 'minQty' | 'maxQty' | 'soldIndividually'> | null,
): QuantityLimits {
  if (product.soldIndividually || variation?.soldIndividually) return { min: 1, max: 1, fixed: true };
  if (variation) return { min: variation.minQty, max: variation.maxQty, fixed: false };
  return { min: product.quantity.min, max: product.quantity.max, fixed: false };
}

/** A quantity brought inside its limits (the lower bound wins if the limits cross). */
export function clampQuantity(value: number, limits: QuantityLimits): number {
  if (limits.fixed) return 1;
  const capped = limits.max === null ? value : Math.min(value, limits.max);
  return Math.max(limits.min, capped);
}

/**
 * What the page shows for a match (SKU, weight, dimensions, price and availability, image, quantity limits), or for no
 * match / after reset (`variation` null: the product's SKU, weight, dimensions and gallery come back, the details area
 * goes). A variation without its own SKU, weight or dimensions shows the product's.
 */
export function shownFacts(product: ProductFacts, variation: Variation | null): ShownFacts {
  if (!variation) {
    return {
      sku: product.sku,
      weightGrams: product.weightGrams,
      dimensionsMm: product.dimensionsMm,
      details: null,
      image: null,
      quantity: quantityLimits(product, null),
    };
  }
  return {
    sku: variation.sku ?? product.sku,
    weightGrams: variation.weightGrams ?? product.weightGrams,
    dimensionsMm: variation.dimensionsMm ?? product.dimensionsMm,
    details: {
      price: variation.price,
      onSale: variation.onSale,
      stockStatus: variation.stockStatus,
      stockQuantity: variation.stockQuantity,
      description: variation.description,
    },
    image: variation.image,
    quantity: quantityLimits(product, variation),
  };
}

/**
 * The gallery's slides and the one to show, for a matched variation (spec: 'the image (or the variation gallery
 * slides) is swapped'):
 * - the variation has gallery slides of its own (`variationImages[id]`): those, after its picture;
 * - its picture is one of the product's slides (a colour picture): the product's slides, that one shown;
 * - its picture is elsewhere: it takes the first slide's place (WooCommerce swaps the main image);
 * - no variation, or no picture: the product's slides from the first.
 */
export function gallerySlides<G extends { id: number }>(
  gallery: readonly G[],
  variation: { id: number; image: G | null } | null,
  variationImages: Readonly<Record<string, readonly G[]>> = {},
): { slides: G[]; active: number } {
  if (!variation) return { slides: [...gallery], active: 0 };
  const own = variationImages[String(variation.id)] ?? [];
  const image = variation.image;
  if (own.length > 0)
    return { slides: image && !own.some((g) => g.id === image.id) ? [image, ...own] : [...own], active: 0 };
  if (!image) return { slides: [...gallery], active: 0 };
  const index = gallery.findIndex((g) => g.id === image.id);
  if (index >= 0) return { slides: [...gallery], active: index };
  return { slides: [image, ...gallery.slice(1)], active: 0 };
}

/**
 * Selecting a swatch term swaps the product image before the whole variation is known. The picture of
 * the first chosen term that has one (a colour's picture), or null (unselecting restores the product's).
 */
export function chosenTermImageId(
  attributes: ReadonlyArray<{ slug: string; terms: ReadonlyArray<{ slug: string; imageId: number | null }> }>,
  selection: Selection,
): number | null {
  for (const attribute of attributes) {
    const term = attribute.terms.find((t) => t.slug === chosenTerm(selection, attribute.slug));
    if (term?.imageId != null) return term.imageId;
  }
  return null;
}

/**
 * Selecting a swatch term swaps the price too. The price over the active variations the selection still
 * allows: the range of what is paid, with the regular/sale pair of the cheapest (as cards price a variable product).
 * Null in lookup mode or when nothing fits (the product's own price stays).
 */
export function selectionPrice(
  variations: ReadonlyArray<Pick<Variation, 'attributes' | 'isActive' | 'price'>> | null,
  selection: Selection,
): CardPrice | null {
  if (!variations) return null;
  const fitting = variations.filter((v) => v.isActive && attributesMatch(v.attributes, selection));
  if (fitting.length === 0) return null;
  let cheapest = fitting[0]!;
  for (const v of fitting) if (v.price.min < cheapest.price.min) cheapest = v;
  return {
    regular: cheapest.price.regular,
    sale: cheapest.price.sale,
    min: cheapest.price.min,
    max: Math.max(...fitting.map((v) => v.price.max)),
  };
}
