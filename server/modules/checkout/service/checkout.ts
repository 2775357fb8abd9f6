/** The checkout as the page reads it: the cart for the destination chosen, and the payment methods offered there. */
import { defaultPaymentMethod } from '@domain/checkout/orders';
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import type { CartBody } from '../../cart/schemas';
import * as cart from '../../cart/service/requests';
import { loadCheckoutSettings } from '../settings';
import { offeredMethods } from '../payments/index';
import type { CheckoutBody, UpdateCheckoutBody } from '../schemas';

type Session = { id: string; userId: number | null };

async function withPayments(db: Db, body: CartBody, locale: Locale): Promise<CheckoutBody> {
  const settings = await loadCheckoutSettings(db);
  const country = body.shipping.address?.country ?? '';
  const offered = offeredMethods({ settings, country, total: body.totals.total });
  return {
    cart: body,
    paymentMethods: offered.map((method) => ({
      id: method.id,
      title: method.title(locale),
      description: method.description(locale),
    })),
    defaultPaymentMethod: defaultPaymentMethod(
      country,
      offered.map((method) => method.id),
    ),
  };
}

export const readCheckout = async (db: Db, session: Session | null, locale: Locale): Promise<CheckoutBody> =>
  withPayments(db, await cart.getCart(db, session, locale), locale);

/** Sets the destination (validated as the cart's shipping calculator is) and answers the checkout for it. */
export async function updateCheckout(
  db: Db,
  session: Session,
  locale: Locale,
  body: UpdateCheckoutBody,
): Promise<CheckoutBody> {
  const { paymentMethod: _chosen, ...address } = body;
  return withPayments(db, await cart.setAddress(db, session, locale, address), locale);
}
