import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { type AddToCartArgs, useAddToCartMutation } from './api';
import { cartAdded } from './events';
import type { ApiError } from '@shared/api/problem';
import { useSettings } from '@shared/api/settings-api';

export interface AddToCartOptions {
  /** Runs after a successful add that stays on the page (the quick view closes). */
  onAdded?: () => void;
  /** The button's own redirect target (a shop path, e.g. '/fr/checkout/'): where a successful add leads. */
  redirectTo?: string;
}

/**
 * An add to cart and what follows it (busy button, request, refusal or success, announcement), the same from the
 * product page, the quick view and a listing card, in the spec's order: a refusal naming the product's page sends the
 * shopper there; else the button's own redirect target; else the store's `cart_redirect_after_add` sends them to the
 * cart; otherwise `onAdded` runs and the `cartAdded` event lets the header open the drawer and announce the add.
 * Requests go through the cart's queue.
 */
export function useAddToCart(productName: string, { onAdded, redirectTo }: AddToCartOptions = {}) {
  const locale = useLocale();
  const { cart: cartSettings } = useSettings();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [addToCart, result] = useAddToCartMutation();

  const add = (request: Omit<AddToCartArgs, 'locale'>) =>
    addToCart({ locale, ...request }).then((answer) => {
      if ('error' in answer) {
        const productUrl = (answer.error as ApiError | undefined)?.productUrl;
        if (productUrl && productUrl !== location.pathname) void navigate(productUrl);
        return;
      }
      if (redirectTo) {
        void navigate(redirectTo);
        return;
      }
      if (cartSettings.cartRedirectAfterAdd) {
        void navigate(localePath(locale, '/cart/'));
        return;
      }
      onAdded?.();
      dispatch(cartAdded({ name: productName }));
    });

  return { add, result };
}
