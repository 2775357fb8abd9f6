import { useEffect, useRef, useState } from 'react';
import { isValidPostcode, normalisePostcode } from '@domain/address';
import type { PaymentMethodId } from '@domain/checkout/orders';
import type { Locale } from '@domain/locales';
import { type Destination, useUpdateCheckoutMutation } from '../api';

/** Checkout update delay after a change of payment method, country or state (spec: 2 s). */
export const CHECKOUT_UPDATE_DELAY_MS = 2000;

export const sameDestination = (a: Destination | null, b: Destination) =>
  a !== null &&
  a.country === b.country &&
  (a.state ?? '') === (b.state ?? '') &&
  (a.city ?? '') === (b.city ?? '') &&
  (a.postcode ?? '') === (b.postcode ?? '');

/**
 * What an update carries of the destination: a postcode that is not valid yet (unfinished, mistyped) is left out, since
 * the server refuses the whole update for it and the province's or the payment's change would be lost with it. The
 * order is placed with the whole address, checked then.
 */
export function destinationToSend(to: Destination): Destination {
  const postcode = normalisePostcode(to.country, to.postcode ?? '');
  return isValidPostcode(to.country, postcode) ? to : { ...to, postcode: '' };
}

/**
 * Recomputes the checkout (shipping and totals, the methods offered) 2 s after the payment method, the destination's
 * country or its state changed; the update carries the whole destination. `flush` sends a pending one at once (before
 * placing the order). Nothing the shopper typed is touched: only the checkout's data changes.
 */
export function useDestinationUpdate(
  locale: Locale,
  destination: Destination,
  paymentMethod: PaymentMethodId | '',
  current: Destination | null,
) {
  const [update, state] = useUpdateCheckoutMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A change is waiting for its delay: the amounts shown are about to change.
  const [waiting, setWaiting] = useState(false);
  const latest = useRef({ destination, paymentMethod });
  latest.current = { destination, paymentMethod };

  const send = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setWaiting(false);
    const { destination: to, paymentMethod: method } = latest.current;
    if (to.country === '') return Promise.resolve(null);
    return update({ locale, ...destinationToSend(to), ...(method ? { paymentMethod: method } : {}) })
      .unwrap()
      .catch(() => null);
  };

  const trigger = `${destination.country}|${destination.state ?? ''}|${paymentMethod}`;
  const first = useRef(true);
  useEffect(() => {
    // The page opens on what the server computed: nothing to update until the shopper changes something.
    if (first.current && sameDestination(current, destination)) {
      first.current = false;
      return undefined;
    }
    first.current = false;
    clearTimeout(timer.current);
    // With no country there is nothing to compute: the amounts stay as they are.
    setWaiting(destination.country !== '');
    timer.current = setTimeout(() => void send(), CHECKOUT_UPDATE_DELAY_MS);
    return () => clearTimeout(timer.current);
    // Only the spec's triggers start the delay; the rest of the destination rides along.
  }, [trigger]);

  return {
    /** An update is waiting for its delay or on its way. */
    busy: waiting || state.isLoading,
    /** Sends the destination now when it differs from the one the checkout was computed for. */
    flush: () => (sameDestination(current, latest.current.destination) && !timer.current ? null : send()),
  };
}
