import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { type AddTogetherArgs, useAddTogetherToCartMutation } from '@entities/cart/api';
import { cartAdded } from '@entities/cart/events';
import type { AddToCartOptions } from '@entities/cart/use-add-to-cart';
import type { ApiError } from '@shared/api/problem';
import { useSettings } from '@shared/api/settings-api';
import { localePath, useLocale } from '@shared/i18n/locale-context';

/**
 * The product with its ticked companions, and what follows, as any add to cart (useAddToCart) in the spec's order
 * (add-all-to-cart outcome): a refusal naming a product page sends the shopper there; else the button's own target;
 * else the store's cart redirect; else `onAdded` and the `cartAdded` event (the drawer opens, the add is announced).
 * A refusal without a page stays on the result, for the block to show in the shopper's language.
 */
export function useAddTogether(productName: string, { onAdded, redirectTo }: AddToCartOptions = {}) {
  const locale = useLocale();
  const { cart: cartSettings } = useSettings();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [addTogether, result] = useAddTogetherToCartMutation();

  const add = (request: Omit<AddTogetherArgs, 'locale'>) =>
    addTogether({ locale, ...request }).then((answer) => {
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
