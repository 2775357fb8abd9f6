/**
 * The checkout's address forms as data: their fields, which are required, their limits, and one validation that the
 * browser runs (Formik, through `addressSchema`) and the server runs again (`validateAddress`) before placing an
 * order. A failure is a rule code with its limits, the spec's field validation rules ('required', 'email',
 * 'maxlength'…), which each side turns into words: the client into the shopper's language, the server into a
 * problem+json naming the field.
 */
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';
import { object, string, type ObjectSchema, type ValidationError } from 'yup';
import {
  isKnownCountry,
  isValidPostcode,
  isValidState,
  normaliseCountry,
  normalisePostcode,
  normaliseState,
  stateField,
} from '../address';

export type AddressKind = 'billing' | 'shipping';

/** Field names without their kind's prefix (billing_first_name → first_name). */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'country',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'phone',
  'email',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** A stored address: every field a string ('' when not given); shipping addresses have no phone or e-mail. */
export type OrderAddress = Record<AddressField, string>;

/** The fields a kind of address shows, in form order. */
export function fieldsOf(kind: AddressKind): readonly AddressField[] {
  return kind === 'billing' ? ADDRESS_FIELDS : ADDRESS_FIELDS.filter((f) => f !== 'phone' && f !== 'email');
}

/** Most characters a field takes: long enough for any real address, short enough to keep the order readable. */
export const FIELD_MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  first_name: 100,
  last_name: 100,
  company: 100,
  country: 2,
  address_1: 200,
  address_2: 200,
  city: 100,
  state: 100,
  postcode: 20,
  phone: 30,
  email: 254,
};

/** The rule a value broke, with its limits: the spec's rule names, and 'postcode' / 'phone' / 'plain' of the shop. */
export type AddressRule =
  | { rule: 'required' }
  | { rule: 'email' }
  | { rule: 'maxlength'; max: number }
  | { rule: 'postcode'; country: string }
  | { rule: 'phone' }
  | { rule: 'country' }
  | { rule: 'state' }
  | { rule: 'plain' };

/** Whether a field must be filled in, given the country chosen. */
export function isRequired(kind: AddressKind, field: AddressField, country: string): boolean {
  switch (field) {
    case 'first_name':
    case 'last_name':
    case 'country':
    case 'address_1':
    case 'city':
      return true;
    case 'state':
      return stateField(country) === 'select';
    case 'phone':
    case 'email':
      return kind === 'billing';
    default:
      return false;
  }
}

/** A phone number: digits with spaces, dots, dashes, parentheses and one leading '+', 6 to 20 digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const digitsIn = (text: string) => text.replace(/\D/g, '').length;
/**
 * A number that exists in its country's numbering plan ('000000' does not): a national number read in the address's
 * country, an international one (+…) in its own. The library's small metadata keeps the checkout's chunk light.
 */
function isPlannedPhone(value: string, country: string): boolean {
  try {
    return isValidPhoneNumber(value, /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined);
  } catch {
    return false;
  }
}

/** A deliberately plain e-mail check (one @, a dot in the domain, no spaces): what a shop can promise to mail. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
export const isEmail = (value: string): boolean => EMAIL.test(value);
/** Names and address lines are plain text: no markup. */
const MARKUP = /[<>]/;
export const hasMarkup = (value: string): boolean => MARKUP.test(value);

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** An address as the server stores it: trimmed, country upper case, state and postcode in their canonical form. */
export function normaliseAddress(kind: AddressKind, raw: Partial<Record<string, unknown>>): OrderAddress {
  const text = (field: AddressField) => (typeof raw[field] === 'string' ? collapse(raw[field] as string) : '');
  const country = normaliseCountry(text('country'));
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as OrderAddress;
  for (const field of fieldsOf(kind)) address[field] = text(field);
  address.country = country;
  address.state = isKnownCountry(country) ? normaliseState(country, address.state) : address.state;
  address.postcode = normalisePostcode(country, address.postcode);
  address.email = address.email.toLowerCase();
  return address;
}

/** The first rule a field's (normalised) value breaks, or null. */
export function checkField(kind: AddressKind, field: AddressField, address: OrderAddress): AddressRule | null {
  const value = address[field];
  const country = address.country;
  if (value === '') return isRequired(kind, field, country) ? { rule: 'required' } : null;
  if (value.length > FIELD_MAX_LENGTH[field]) return { rule: 'maxlength', max: FIELD_MAX_LENGTH[field] };
  switch (field) {
    case 'country':
      return isKnownCountry(value) ? null : { rule: 'country' };
    case 'state':
      return !isKnownCountry(country) || isValidState(country, value) ? null : { rule: 'state' };
    case 'postcode':
      return isValidPostcode(country, value) ? null : { rule: 'postcode', country };
    case 'email':
      return isEmail(value) ? null : { rule: 'email' };
    case 'phone': {
      const digits = digitsIn(value);
      if (!PHONE.test(value) || digits < 6 || digits > 20) return { rule: 'phone' };
      return isPlannedPhone(value, country) ? null : { rule: 'phone' };
    }
    default:
      return hasMarkup(value) ? { rule: 'plain' } : null;
  }
}

/** Every field that breaks a rule, in form order. */
export function validateAddress(
  kind: AddressKind,
  address: OrderAddress,
): Array<{ field: AddressField } & AddressRule> {
  const errors: Array<{ field: AddressField } & AddressRule> = [];
  for (const field of fieldsOf(kind)) {
    const broken = checkField(kind, field, address);
    if (broken) errors.push({ field, ...broken });
  }
  return errors;
}

/**
 * The same rules as a Yup schema for Formik: each field's error message is the rule as JSON (the form turns it into
 * the shopper's words with `AddressRule`), so that client and server cannot disagree about what is valid.
 */
export function addressSchema(kind: AddressKind): ObjectSchema<Record<string, string | undefined>> {
  const shape = Object.fromEntries(
    fieldsOf(kind).map((field) => [
      field,
      string().test(field, '', function test() {
        const address = normaliseAddress(kind, this.parent as Record<string, unknown>);
        const broken = checkField(kind, field, address);
        return broken ? this.createError({ message: JSON.stringify(broken) }) : true;
      }),
    ]),
  );
  return object(shape) as ObjectSchema<Record<string, string | undefined>>;
}

/** The rule a Yup error message carries (see `addressSchema`). */
export function ruleOfMessage(message: string | undefined): AddressRule | null {
  if (!message) return null;
  try {
    return JSON.parse(message) as AddressRule;
  } catch {
    return null;
  }
}

export type { ValidationError };
