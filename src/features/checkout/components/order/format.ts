/** What the order-received view writes from the order's raw values: dates and countries (the domain's), states, phone links. */
import { stateName } from '@domain/address';
import type { Locale } from '@domain/locales';

export { countryName, orderDate, SHOP_TIME_ZONE } from '@domain/checkout/order-format';

/** A state as written: a listed code by its name in the locale ('macas' → 'الدار البيضاء'), free text as typed. */
export function stateText(country: string, state: string, locale: Locale): string {
  if (!state) return '';
  return stateName(country, state, locale) ?? state;
}

/** A phone number as a tel: address (digits and a leading +). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}
