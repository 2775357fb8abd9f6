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

/** What a finished add answered: an error (with the product page a refusal may name), or anything else for success. */
type AddAnswer = { error: unknown } | { data: unknown };

/**
 * What follows any add to cart, in the spec's order: a refusal naming a product page other than this one sends the
 * shopper there (unless `stayOnRefusal`: the choices that must change are on this page); else the button's own
 * redirect target; else the store's `cart_redirect_after_add` sends them to the cart; otherwise `onAdded` runs and
 * the `cartAdded` event lets the header open the drawer and announce the add.
 */
export function useAddOutcome(
  productName: string,
  { onAdded, redirectTo, stayOnRefusal = false }: AddToCartOptions & { stayOnRefusal?: boolean } = {},
) {
  const locale = useLocale();
  const { cart: cartSettings } = useSettings();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return (answer: AddAnswer) => {
    if ('error' in answer) {
      const productUrl = (answer.error as ApiError | undefined)?.productUrl;
      if (!stayOnRefusal && productUrl && productUrl !== location.pathname) void navigate(productUrl);
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
  };
}

/**
 * An add to cart and what follows it (busy button, request, refusal or success, announcement: useAddOutcome), the
 * same from the product page, the quick view and a listing card. Requests go through the cart's queue.
 */
export function useAddToCart(productName: string, options: AddToCartOptions = {}) {
  const locale = useLocale();
  const outcome = useAddOutcome(productName, options);
  const [addToCart, result] = useAddToCartMutation();
  const add = (request: Omit<AddToCartArgs, 'locale'>) => addToCart({ locale, ...request }).then(outcome);
  return { add, result };
}
