import type { CardPrice } from '@domain/pricing';
import type { ResponsiveImage } from '@domain/media';
import type { ProductType } from '@domain/product-type';
import type { StockStatus } from '@domain/stock';
import type { WishlistIds } from '@domain/wishlist';

/** A saved product or variation as the lists show it. */
export interface WishlistItem {
  /** The saved id: the variation's, else the product's. */
  id: number;
  /** The product of a saved variation. */
  parent: number | null;
  product: {
    id: number;
    slug: string;
    type: ProductType;
    name: string;
    /** An external product's seller address (null otherwise, and in answers from before external products). */
    externalUrl?: string | null;
    /** An external product's button words; null: 'Buy product'. */
    buttonText?: string | null;
  };
  /** The variation's attributes ('Colour: Indigo'). */
  attributes: Array<{ name: string; value: string }>;
  price: CardPrice;
  stockStatus: StockStatus;
  image: ResponsiveImage | null;
  /** Plain text. */
  note: string;
  addedAt: string;
}

export interface WishlistSummary {
  key: string;
  /** Empty for the unnamed list, shown as 'Wishlist'. */
  name: string;
  isDefault: boolean;
  count: number;
}

/** One list as the visitor sees it, with their own lists; `key` is null before the first add. */
export interface Wishlist {
  key: string | null;
  /** What its share link carries so that anyone may read it (null with `key`). */
  shareToken: string | null;
  name: string;
  isDefault: boolean;
  /** False on someone else's shared list: read-only. */
  owned: boolean;
  count: number;
  items: WishlistItem[];
  ids: WishlistIds;
  lists: WishlistSummary[];
  /** What an add saved, for the toast. */
  added?: { id: number; name: string; image: ResponsiveImage | null };
}
