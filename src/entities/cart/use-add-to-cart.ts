import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { type AddToCartArgs, useAddToCartMutation } from './api';
import { cartAdded } from './events';
import type { ApiError } from '@shared/api/problem';
import { useSettings } from '@shared/api/settings-api';

/**
 * An add to cart and what follows it (busy button, request, refusal or success, announcement), the same from the product page,
 * the quick view and a listing card: a refusal naming the product's page sends the shopper there; the store's
 * `cart_redirect_after_add` sends them to the cart; otherwise `onAdded` runs (the quick view closes) and the
 * `cartAdded` event lets the header open the drawer and announce the add. Requests go through the cart's queue.
 */
export function useAddToCart(productName: string, onAdded?: () => void) {
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
      if (cartSettings.cartRedirectAfterAdd) {
        void navigate(localePath(locale, '/cart/'));
        return;
      }
      onAdded?.();
      dispatch(cartAdded({ name: productName }));
    });

  return { add, result };
}
