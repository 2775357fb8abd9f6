import { type AddBundleArgs, useAddBundleToCartMutation } from '@entities/cart/api';
import { useAddOutcome } from '@entities/cart/use-add-to-cart';
import { useLocale } from '@shared/i18n/locale-context';

/**
 * A bundle to the cart, with what follows an add from the product page (useAddOutcome). A refusal stays on the page:
 * the bundle's own choices are what must change, and they are here (no redirect to a product page).
 */
export function useAddBundle(bundleName: string, onAdded?: () => void) {
  const locale = useLocale();
  const outcome = useAddOutcome(bundleName, { onAdded, stayOnRefusal: true });
  const [addBundle, result] = useAddBundleToCartMutation();
  const add = (request: Omit<AddBundleArgs, 'locale'>) => addBundle({ locale, ...request }).then(outcome);
  return { add, result };
}
