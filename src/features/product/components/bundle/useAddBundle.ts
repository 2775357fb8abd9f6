import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { type AddBundleArgs, useAddBundleToCartMutation } from '@entities/cart/api';
import { cartAdded } from '@entities/cart/events';
import { useSettings } from '@shared/api/settings-api';
import { localePath, useLocale } from '@shared/i18n/locale-context';

/**
 * A bundle to the cart, with what follows an add from the product page (useAddToCart's outcome): the store's
 * `cart_redirect_after_add` sends the shopper to the cart; otherwise `onAdded` runs (the quick view closes) and the
 * `cartAdded` event lets the header open the drawer and announce the add. A refusal stays on the page: the bundle's
 * own choices are what must change, and they are here (no redirect to a product page).
 */
export function useAddBundle(bundleName: string, onAdded?: () => void) {
  const locale = useLocale();
  const { cart: cartSettings } = useSettings();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [addBundle, result] = useAddBundleToCartMutation();

  const add = (request: Omit<AddBundleArgs, 'locale'>) =>
    addBundle({ locale, ...request }).then((answer) => {
      if ('error' in answer) return;
      if (cartSettings.cartRedirectAfterAdd) {
        void navigate(localePath(locale, '/cart/'));
        return;
      }
      onAdded?.();
      dispatch(cartAdded({ name: bundleName }));
    });

  return { add, result };
}
