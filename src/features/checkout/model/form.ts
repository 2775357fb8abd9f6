/** The checkout form's values and rules: the domain's address rules for billing and, when asked, shipping. */
import { type AnyObject, mixed, object, string } from 'yup';
import {
  type AddressField,
  type AddressRule,
  FIELD_MAX_LENGTH,
  type OrderAddress,
  addressSchema,
} from '@domain/checkout/address-schema';
import { checkAccountField } from '@domain/account/forms';
import type { PaymentMethodId } from '@domain/checkout/orders';
import type { ApiError } from '@shared/api/problem';
import type { Destination } from '../api';

export interface CheckoutValues {
  billing: Partial<OrderAddress>;
  shipToDifferentAddress: boolean;
  shipping: Partial<OrderAddress>;
  paymentMethod: PaymentMethodId | '';
  customerNote: string;
  /** A customer keeps these addresses for the next checkout. */
  saveAddresses: boolean;
  /** A guest asks for an account, with this password. */
  createAccount: boolean;
  accountPassword: string;
}

const REQUIRED: AddressRule = { rule: 'required' };

/** The rules an address field's message knows; another refusal naming a field is said above the form. */
const FIELD_RULES = new Set<string>([
  'required',
  'email',
  'maxlength',
  'postcode',
  'phone',
  'country',
  'state',
  'plain',
]);

export const checkoutValidation = object({
  billing: addressSchema('billing'),
  shipping: mixed<AnyObject>().when('shipToDifferentAddress', ([different]: boolean[]) =>
    different ? addressSchema('shipping') : mixed(),
  ),
  paymentMethod: string().required(JSON.stringify(REQUIRED)),
  // The new account's password: the account forms' rule, only when an account is asked for.
  accountPassword: string().when('createAccount', ([create]: boolean[], schema) =>
    create
      ? schema.test('password', '', function test(value) {
          const broken = checkAccountField('resetPassword', 'password', value);
          return broken ? this.createError({ message: JSON.stringify(broken) }) : true;
        })
      : schema,
  ),
});

/** Where the order goes: the shipping address when it differs, else the billing one. */
export function destinationOf(values: CheckoutValues): Destination {
  const address = values.shipToDifferentAddress ? values.shipping : values.billing;
  return {
    country: address.country ?? '',
    state: address.state ?? '',
    city: address.city ?? '',
    postcode: address.postcode ?? '',
  };
}

/**
 * The server's field errors as the form's (`body.billing.postcode` → `billing.postcode`), each as the rule JSON the
 * address fields translate; a payment method refused is the payment field's.
 */
export function serverFieldErrors(error: ApiError, values: CheckoutValues): Record<string, unknown> {
  const errors: Record<string, Record<string, string> | string> = {};
  for (const { field, code } of error.fields) {
    const [, kind, name] = /^body\.(billing|shipping)\.(\w+)$/.exec(field) ?? [];
    if (kind && name && FIELD_RULES.has(code)) {
      const rule = { rule: code, ...(code === 'maxlength' ? { max: FIELD_MAX_LENGTH[name as AddressField] } : {}) };
      const country = values[kind as 'billing' | 'shipping'].country ?? '';
      const withCountry = code === 'postcode' ? { ...rule, country } : rule;
      errors[kind] = { ...((errors[kind] as Record<string, string>) ?? {}), [name]: JSON.stringify(withCountry) };
    } else if (field === 'body.paymentMethod') {
      errors.paymentMethod = JSON.stringify({ rule: code });
    }
  }
  return errors;
}
