import { createContext, use } from 'react';
import type { ResponsiveImage } from '@domain/media';

export interface WishlistToast {
  name: string;
  image: ResponsiveImage | null;
}

/** What any wishlist button may open: the popup (with a notice after an add), the manage popup, the toast. */
export interface WishlistUi {
  openPopup: (opener?: HTMLButtonElement | null, notice?: string) => void;
  openManage: (opener?: HTMLButtonElement | null) => void;
  showToast: (toast: WishlistToast) => void;
  /** Preloads the popup's code (on hover or focus of what opens it). */
  preload: () => void;
}

const NONE: WishlistUi = { openPopup: () => {}, openManage: () => {}, showToast: () => {}, preload: () => {} };

export const WishlistUiContext = createContext<WishlistUi>(NONE);

export const useWishlistUi = () => use(WishlistUiContext);
