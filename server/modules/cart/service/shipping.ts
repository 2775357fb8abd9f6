/** Shipping: the calculator's address, validated with the same rules as the address forms (src/domain/address.ts), and the method. */
import {
  isKnownCountry,
  isValidPostcode,
  isValidState,
  normaliseCountry,
  normalisePostcode,
  normaliseState,
} from '@domain/address';
import { hasMarkup } from '@domain/checkout/address-schema';
import type { FieldError } from '../../../http/problems';
import { HttpProblem } from '../../../http/problems';
import type { AddressBody } from '../schemas';
import { cartProblem } from './problems';
import { type CartWork, figuresNow } from './work';
import type { Db } from '../../../db/client';
import { loadShipping } from '../repository/commerce';
import { RETURN_WINDOW_DAYS, type ShippingOffers, shippingOffers } from '@domain/shipping-offers';

/** The shop's shipping per destination country and its returns, as a product's offer states them. */
export async function offers(db: Db): Promise<ShippingOffers> {
  return { offers: shippingOffers((await loadShipping(db)).zones), returnDays: RETURN_WINDOW_DAYS };
}

const plain = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Every faulty field is reported; the problem's code is the first one's. */
export function setAddress(w: CartWork, body: AddressBody): void {
  const country = normaliseCountry(body.country);
  const errors: FieldError[] = [];
  if (!isKnownCountry(country))
    errors.push({ field: 'body.country', code: 'invalid_country', message: `Unknown country "${body.country}".` });
  const state = isKnownCountry(country) ? normaliseState(country, body.state ?? '') : '';
  if (isKnownCountry(country) && !isValidState(country, state)) {
    errors.push({
      field: 'body.state',
      code: 'invalid_state',
      message: `"${body.state}" is not a state of ${country}.`,
    });
  }
  const postcode = normalisePostcode(country, body.postcode ?? '');
  if (!isValidPostcode(country, postcode))
    errors.push({
      field: 'body.postcode',
      code: 'invalid_postcode',
      message: `"${body.postcode}" is not a valid postcode.`,
    });
  const city = plain(body.city ?? '');
  if (hasMarkup(city))
    errors.push({ field: 'body.city', code: 'invalid_city', message: 'The city must be plain text.' });
  if (errors.length > 0) throw new HttpProblem(400, errors[0]!.code, errors[0]!.message, { errors });
  Object.assign(w.changes, {
    shippingCountry: country,
    shippingState: state,
    shippingCity: city,
    shippingPostcode: postcode,
  });
}

/** Chooses a shipping method among those the package is offered now. */
export function chooseShippingMethod(w: CartWork, packageIndex: number, methodId: number): void {
  const pkg = figuresNow(w).summary.shipping.packages.find((p) => p.index === packageIndex);
  if (!pkg)
    throw cartProblem(
      409,
      'shipping_unavailable',
      'body.package',
      'There is no such package: add items and a shipping address first.',
    );
  if (!pkg.methods.some(({ method }) => method.id === methodId)) {
    throw cartProblem(
      409,
      'shipping_method_unavailable',
      'body.methodId',
      'This shipping method is not offered for this cart and address.',
    );
  }
  w.changes.shippingMethods = { ...w.cart.shippingMethods, [String(packageIndex)]: methodId };
}
