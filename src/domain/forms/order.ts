/**
 * What a payment form's submission orders: a line per payment item chosen (its words, price and quantity as the
 * definition has them, never the client's), and the shopper's name, e-mail and address as the order's billing
 * address. Read from the values the rules kept, so a hidden payment field orders nothing.
 */
import { ADDRESS_FIELDS, type OrderAddress } from '../checkout/address-schema';
import type { Locale } from '../locales';
import { fieldsOf, type FieldOf, type FieldValue, type FormDefinition } from './fields';

export interface FormOrderLine {
  /** The payment field's id and the item's value: which choice of which field. */
  field: string;
  item: string;
  name: string;
  quantity: number;
  /** Minor units. */
  unitPrice: number;
  subtotal: number;
}

const record = (value: FieldValue | undefined): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'Deposit: Sample tile', with French's space before the colon. */
const lineName = (field: string, item: string, locale: Locale) => `${field}${locale === 'fr' ? ' : ' : ': '}${item}`;

/**
 * The items chosen in every kept payment field, in the form's order, named in the form's locale; quantities are
 * whole, at most the field's max.
 */
export function formOrderLines(
  form: FormDefinition,
  kept: Record<string, FieldValue>,
  locale: Locale = 'en',
): FormOrderLine[] {
  const payments = fieldsOf(form).filter((f): f is FieldOf<'payment'> => f.type === 'payment' && f.id in kept);
  return payments.flatMap((field) => {
    const quantities = record(kept[field.id]);
    return field.items.flatMap((item) => {
      const asked = quantities[item.value];
      if (typeof asked !== 'number' || !Number.isInteger(asked) || asked <= 0) return [];
      const quantity = Math.min(asked, field.maxQuantity);
      return [
        {
          field: field.id,
          item: item.value,
          name: lineName(field.label, item.label, locale),
          quantity,
          unitPrice: item.price,
          subtotal: quantity * item.price,
        },
      ];
    });
  });
}

/** The order's total, minor units. */
export const formOrderTotal = (lines: readonly FormOrderLine[]) => lines.reduce((sum, line) => sum + line.subtotal, 0);

/** The billing address of the order: the form's first name, e-mail and address fields (what is missing stays ''). */
export function formOrderAddress(form: FormDefinition, kept: Record<string, FieldValue>): OrderAddress {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as OrderAddress;
  const fields = fieldsOf(form).filter((f) => f.id in kept);
  const name = fields.find((f) => f.type === 'name');
  if (name) {
    const parts = record(kept[name.id]);
    address.first_name = text(parts.first);
    address.last_name = text(parts.last);
  }
  const email = fields.find((f): f is FieldOf<'email'> => f.type === 'email');
  if (email) {
    const value = kept[email.id];
    address.email = (email.confirm ? text(record(value).primary) : text(value)).toLowerCase();
  }
  const place = fields.find((f) => f.type === 'address');
  if (place) {
    const parts = record(kept[place.id]);
    address.address_1 = text(parts.address1);
    address.address_2 = text(parts.address2);
    address.city = text(parts.city);
    address.state = text(parts.state);
    address.postcode = text(parts.postcode);
    address.country = text(parts.country).toUpperCase();
  }
  return address;
}
