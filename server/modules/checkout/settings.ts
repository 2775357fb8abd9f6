/** The checkout's settings: the defaults merged with the shop owner's stored 'checkout' group. */
import { type CheckoutSettings, DEFAULT_CHECKOUT_SETTINGS } from '@domain/checkout/settings';
import { mergeSettings } from '@domain/settings';
import type { Db } from '../../db/client';
import { storedSettings } from '../settings/repository';

export async function loadCheckoutSettings(db: Db): Promise<CheckoutSettings> {
  const stored = await storedSettings(db);
  return mergeSettings(DEFAULT_CHECKOUT_SETTINGS, stored.checkout as Record<string, unknown> | undefined);
}
