import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatPrice } from '@domain/money';
import { messageTexts } from '@i18n/message-texts';
import { CART_PROBLEM_CODES } from '@entities/cart/model';
import { cartErrorMessages } from '@shared/i18n/cart-problem-messages';
import { problemMessage } from '@shared/i18n/problem-messages';
import { cartProblemValues } from '@entities/cart/problem-values';

const format = (locale: 'en' | 'fr' | 'ar', id: string, values: Record<string, string | number>) =>
  new IntlMessageFormat(messageTexts[locale][id]!, locale).format(values);

describe('cart problem messages', () => {
  it('has a message for every cart problem code in every locale', () => {
    const unknown = CART_PROBLEM_CODES.filter((code) => problemMessage({ code }).id !== `error.${code}`);
    expect(unknown).toEqual([]);
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const missing = CART_PROBLEM_CODES.filter((code) => messageTexts[locale][`error.${code}`] === undefined);
      expect(missing, locale).toEqual([]);
    }
    expect(problemMessage({ code: 'no_such_code' }).id).toBe('error.unknown_error');
  });

  it('keeps the exact English wording of the variation refusals', () => {
    expect(cartErrorMessages.errorVariationUnavailable.defaultMessage).toBe(
      'Sorry, this product is unavailable. Please choose a different combination.',
    );
    expect(cartErrorMessages.errorVariationRequired.defaultMessage).toBe(
      'Please select some product options before adding this product to your cart.',
    );
    expect(cartErrorMessages.errorAttributeRequired.defaultMessage).toBe(
      'Please select a product option before adding this product to your cart.',
    );
    expect(cartErrorMessages.errorInvalidAttribute.defaultMessage).toBe(
      'Sorry, no products matched your selection. Please choose a different combination.',
    );
  });

  it('formats the server’s values: limits, stock with plurals, coupon and amounts', () => {
    const money = (minor: number) => formatPrice(minor);
    expect(
      format('en', 'error.quantity_out_of_range', cartProblemValues({ min: 2, max: 6, step: 1, inCart: 0 }, money)),
    ).toBe('Please enter a value between 2 and 6');
    expect(format('en', 'error.quantity_out_of_range', cartProblemValues({ min: 2, max: null }, money))).toBe(
      'Please enter a value greater than or equal to 2',
    );
    expect(format('en', 'error.insufficient_stock', cartProblemValues({ available: 1, inCart: 0 }, money))).toBe(
      'Sorry, only 1 item is left in stock.',
    );
    expect(format('fr', 'error.insufficient_stock', cartProblemValues({ available: 3 }, money))).toBe(
      'Désolé, il ne reste que 3 articles en stock.',
    );
    expect(format('ar', 'error.insufficient_stock', cartProblemValues({ available: 2 }, money))).toBe(
      'عذرًا، بقيت قطعتان فقط في المخزون.',
    );
    expect(
      format(
        'en',
        'error.coupon_minimum_spend',
        cartProblemValues({ coupon: 'ramadan50', minimumSpend: 30_000 }, money),
      ),
    ).toBe('The minimum spend for this coupon is د.م.300.00.');
    expect(format('fr', 'error.coupon_not_found', cartProblemValues({ coupon: 'nope' }, money))).toBe(
      'Le code promo « nope » n’existe pas !',
    );
    expect(cartProblemValues(undefined, money)).toEqual({ hasMax: 'no' });
  });
});
