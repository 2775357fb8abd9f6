import { type AddTogetherArgs, useAddTogetherToCartMutation } from '@entities/cart/api';
import { type AddToCartOptions, useAddOutcome } from '@entities/cart/use-add-to-cart';
import { useLocale } from '@shared/i18n/locale-context';

/**
 * The product with its ticked companions, and what follows, as any add to cart (useAddOutcome, the spec's add-all
 * outcome). A refusal without a page stays on the result, for the block to show in the shopper's language.
 */
export function useAddTogether(productName: string, options: AddToCartOptions = {}) {
  const locale = useLocale();
  const outcome = useAddOutcome(productName, options);
  const [addTogether, result] = useAddTogetherToCartMutation();
  const add = (request: Omit<AddTogetherArgs, 'locale'>) => addTogether({ locale, ...request }).then(outcome);
  return { add, result };
}
