import { object, type ObjectSchema } from 'yup';
import { STORE_COUNTRY } from '@domain/address';
import {
  addressSchema,
  fieldsOf,
  type AddressField,
  type AddressKind,
  type OrderAddress,
} from '@domain/checkout/address-schema';

/** A field's DOM id, stable and unique per address (`billing-first_name`): error summaries link to it. */
export function fieldId(idPrefix: string, field: AddressField): string {
  return `${idPrefix}-${field}`;
}

/** The autofill detail token of each field (after `section-<kind> <kind>`). */
export const AUTOCOMPLETE_TOKENS: Readonly<Record<AddressField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  country: 'country',
  address_1: 'address-line1',
  address_2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  phone: 'tel',
  email: 'email',
};

/** A field's full autocomplete value: its own section, so billing and shipping autofill apart. */
export function autocompleteOf(kind: AddressKind, field: AddressField): string {
  return `section-${kind} ${kind} ${AUTOCOMPLETE_TOKENS[field]}`;
}

/** An empty address of a kind, in the store's country: every field present, so a submit touches them all. */
export function emptyAddress(kind: AddressKind, country = STORE_COUNTRY): Partial<OrderAddress> {
  const address: Partial<OrderAddress> = Object.fromEntries(fieldsOf(kind).map((field) => [field, '']));
  address.country = country;
  return address;
}

/**
 * Formik's `validationSchema` for addresses under their kind (`values.billing`, `values.shipping`): the domain's
 * rules, unchanged. A caller adds its own fields with `.shape()` (or `concat`).
 */
export function addressValidation(kinds: readonly AddressKind[]): ObjectSchema<Record<string, unknown>> {
  return object(Object.fromEntries(kinds.map((kind) => [kind, addressSchema(kind)]))) as ObjectSchema<
    Record<string, unknown>
  >;
}
