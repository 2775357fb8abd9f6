/**
 * A bundle form's items as the domain's rules take them: each bundled item with its quantity and its chosen (or
 * fixed) variation becomes a BundleItemState (id 0 while a variable item has no purchasable variation), and what the
 * row shows for it (its price with the bundle's percentage applied, its picture, its stock). Pure: no React.
 */
import {
  appliesPercent,
  countedPrice,
  discounted,
  type BundleItemState,
  type BundlePriceSettings,
  type BundleRules,
} from '@domain/bundles';
import type { CardPrice } from '@domain/pricing';
import { anyAttributeTerms, isVariationAvailable, type Selection, type Variation } from '@domain/variations';
import type { BundleItemChoice as ItemRequest } from '@entities/cart/api';
import type { Bundle, BundleItem } from './bundle';
import type { GalleryImage, ProductDetail } from '@entities/product/model/types';

/** What the shopper chose for a variable item (reported by its row): the matched variation, available or not. */
export interface BundleItemChoice {
  selection: Selection;
  variation: Variation | null;
}

export const NO_CHOICE: BundleItemChoice = { selection: {}, variation: null };

/** Units in stock as the server caps them: -1 when stock is not managed or backorders are allowed. */
export function stockOf(row: Pick<ProductDetail, 'stockQuantity' | 'stockStatus'>): number {
  if (row.stockQuantity === null || row.stockStatus === 'onbackorder') return -1;
  return Math.max(0, row.stockQuantity);
}

/** The shopper chooses this item's variation (a variable item the bundle names no variation of, variables on). */
export const choosesVariation = (item: BundleItem, rules: { variables: boolean }) =>
  item.product.type === 'variable' && item.variationId === null && rules.variables;

/**
 * The variation the item stands for now: the one the bundle names, or the shopper's match when it is purchasable
 * and in stock (the spec: choosing such a variation sets the item's id; any other choice leaves it at 0).
 */
export function itemVariation(item: BundleItem, choice: BundleItemChoice, variables: boolean): Variation | null {
  if (item.variationId !== null) return item.product.variations?.find((v) => v.id === item.variationId) ?? null;
  if (!variables || item.product.type !== 'variable') return null;
  return choice.variation && isVariationAvailable(choice.variation) ? choice.variation : null;
}

/** One item as the readiness, pricing and quantity rules take it. */
export function bundleItemState(
  item: BundleItem,
  choice: BundleItemChoice,
  qty: number,
  rules: BundleRules & { variables: boolean },
): BundleItemState {
  const product = item.product;
  const base = { name: product.name, qty, optional: rules.optional };
  const variation = itemVariation(item, choice, rules.variables);
  if (variation) {
    return {
      ...base,
      id: variation.id,
      price: variation.price.min,
      regularPrice: variation.price.regular,
      stock: stockOf(variation),
      purchasable: isVariationAvailable(variation),
    };
  }
  if (product.type === 'variable' && item.variationId !== null) {
    // The named variation is not in the product's list (lookup mode): the server knows it; its price is the
    // product's until the cart prices it.
    return {
      ...base,
      id: item.variationId,
      price: product.price.min,
      regularPrice: product.price.regular,
      stock: -1,
      purchasable: product.purchasable,
    };
  }
  if (product.type === 'variable') {
    // No purchasable variation chosen: id 0, the product's own price, stock unknown (the spec's reset).
    return {
      ...base,
      id: 0,
      price: product.price.min,
      regularPrice: product.price.regular,
      stock: -1,
      purchasable: true,
    };
  }
  return {
    ...base,
    id: product.id,
    price: product.price.min,
    regularPrice: product.price.regular,
    stock: stockOf(product),
    purchasable: product.purchasable && product.stockStatus !== 'outofstock',
  };
}

/**
 * The price a row shows for one unit (or, with `times`, for its quantity): the item's own, with the bundle's
 * percentage applied when it applies (the regular price then shown struck through beside it). A variable item with
 * nothing chosen shows its product's range.
 */
export function shownItemPrice(
  item: BundleItem,
  state: BundleItemState,
  rules: BundleRules,
  settings: BundlePriceSettings,
  times = 1,
): CardPrice {
  const percent = !rules.fixedPrice && appliesPercent(rules.discount);
  const range = state.id === 0 ? item.product.price : null;
  const unit = (amount: number) => (percent ? discounted(amount, rules.discount) : amount);
  if (range) {
    const min = unit(range.min) * times;
    const max = unit(range.max) * times;
    const regular = range.regular * times;
    return { regular, sale: min < regular ? min : null, min, max };
  }
  const paid = (percent ? unit(countedPrice(state, settings)) : state.price) * times;
  const regular = state.regularPrice * times;
  return { regular, sale: paid < regular ? paid : null, min: paid, max: paid };
}

/** The row's picture: the chosen variation's when the store says so (change_image) and it has one, else the product's. */
export function itemImage(
  product: ProductDetail,
  variation: Variation | null,
  changeImage: boolean,
): GalleryImage | null {
  return (changeImage ? variation?.image : null) ?? product.gallery[0] ?? null;
}

/**
 * What the form sends for the bundle: each chosen item with its quantity, and the variation (with the terms of its
 * 'any' attributes) of a variable one. The server prices and checks it all again.
 */
export function bundleRequestItems(
  bundle: Bundle,
  states: readonly BundleItemState[],
  choiceOf: (itemId: number) => BundleItemChoice,
): ItemRequest[] {
  return bundle.items.flatMap((item, index) => {
    const state = states[index]!;
    if (state.id <= 0 || state.qty <= 0) return [];
    const choice = choiceOf(item.id);
    const variation = itemVariation(item, choice, bundle.rules.variables);
    if (!variation && item.variationId === null) return [{ itemId: item.id, quantity: state.qty }];
    const attributes = anyAttributeTerms(variation, choice.selection);
    return [
      {
        itemId: item.id,
        quantity: state.qty,
        variationId: variation?.id ?? item.variationId!,
        ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      },
    ];
  });
}
