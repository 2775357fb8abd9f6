import { createContext, type ReactNode } from 'react';
import type { CardPrice } from '@domain/pricing';
import type { ResponsiveImage } from '@domain/media';
import type { ProductCardData } from './model/types';

/** What a card shows for the shopper's choice: the matched variation's price and picture (null: the card's own). */
export interface CardShown {
  price: CardPrice;
  image: ResponsiveImage | null;
  /** The variation chosen on the card, once every attribute is: what the wishlist button saves. */
  variationId?: number;
}

/** The product a card's picture action acts on: the variation chosen on the card, when there is one. */
export interface CardPictureTarget {
  id: number;
  name: string;
  variationId?: number;
}

export interface CardPurchaseProps {
  product: ProductCardData;
  /** Told the matched variation's price and picture, or null when the card shows its own again (reset, no match). */
  onShownChange: (shown: CardShown | null) => void;
}

/**
 * The listing card's swatches and add-to-cart button, as the cards see it: the app gives the product feature's
 * component (the catalogue may not import it) on listing pages. Without a provider (the home page, whose script budget
 * has no room for the cart's code) the card shows its colour preview.
 */
export const CardPurchaseContext = createContext<((props: CardPurchaseProps) => ReactNode) | null>(null);

/**
 * What sits in the top corner of a card's picture (the wishlist button), given by the app on listing pages (the
 * catalogue may not import the wishlist); nothing elsewhere.
 */
export const CardPictureActionContext = createContext<((product: CardPictureTarget) => ReactNode) | null>(null);
