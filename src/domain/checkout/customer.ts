/**
 * The addresses a shopper has typed at checkout, kept with the cart as they type them: a reload, a new tab or
 * another device signed in to the same account finds the form as it was left. A draft, not an order's address:
 * kept as typed (trimmed), checked only for markup; the rules apply when the order is placed.
 */
import { type AddressField, type AddressKind, fieldsOf, hasMarkup } from './address-schema';

export interface CartCustomer {
  billing: Partial<Record<AddressField, string>>;
  shipping: Partial<Record<AddressField, string>>;
  shipToDifferentAddress: boolean;
}

/** A typed address as the cart keeps it: the kind's own fields, each trimmed, the empty ones left out. */
export function keptAddress(
  kind: AddressKind,
  raw: Partial<Record<string, unknown>> | undefined,
): Partial<Record<AddressField, string>> {
  const kept: Partial<Record<AddressField, string>> = {};
  for (const field of fieldsOf(kind)) {
    const value = raw?.[field];
    if (typeof value === 'string' && value.trim() !== '') kept[field] = value.trim();
  }
  return kept;
}

/** The fields of a kept address that hold markup, which the cart refuses rather than strips. */
export const markedUpFields = (address: Partial<Record<AddressField, string>>): AddressField[] =>
  (Object.keys(address) as AddressField[]).filter((field) => hasMarkup(address[field] ?? ''));

export const isEmptyCustomer = (customer: CartCustomer): boolean =>
  Object.keys(customer.billing).length === 0 &&
  Object.keys(customer.shipping).length === 0 &&
  !customer.shipToDifferentAddress;
