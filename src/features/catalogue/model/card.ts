import { isLocale } from '@domain/locales';
import type { ProductCardData } from './types';

/**
 * A card as the server sends it → the client's card: an answer from before grouped and external products (or a
 * recorded one) has no link fields, which become null; an address that is not http(s) is never a link. An answer
 * without its texts' locale has them in the page's own (null).
 */
export function toProductCard(wire: ProductCardData): ProductCardData {
  const external = wire.type === 'external';
  const url = external && typeof wire.externalUrl === 'string' ? wire.externalUrl : null;
  const text = external && typeof wire.buttonText === 'string' ? wire.buttonText.trim() : '';
  return {
    ...wire,
    textLocale: isLocale(wire.textLocale) ? wire.textLocale : null,
    externalUrl: url !== null && /^https?:\/\//i.test(url) ? url : null,
    buttonText: text === '' ? null : text,
  };
}
