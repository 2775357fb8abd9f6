import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddressKind,
  type OrderAddress,
  FIELD_MAX_LENGTH,
  addressSchema,
  checkField,
  fieldsOf,
  isRequired,
  normaliseAddress,
  ruleOfMessage,
  validateAddress,
} from '@domain/checkout/address-schema';

const CASABLANCA = {
  first_name: 'Amina',
  last_name: 'Benali',
  country: 'ma',
  address_1: '12 rue des Orangers',
  city: 'Casablanca',
  state: 'MACAS',
  postcode: '20 000',
  phone: '+212 6 12 34 56 78',
  email: 'Amina@Example.ma',
};

const valid = (kind: AddressKind, raw: Record<string, string>) => validateAddress(kind, normaliseAddress(kind, raw));

describe('address rules', () => {
  it('accepts a complete Moroccan billing address, normalised as stored', () => {
    const address = normaliseAddress('billing', CASABLANCA);
    expect(address).toMatchObject({ country: 'MA', state: 'macas', postcode: '20000', email: 'amina@example.ma' });
    expect(validateAddress('billing', address)).toEqual([]);
  });

  it('requires names, country, street, city; phone and e-mail on billing only', () => {
    expect(valid('billing', {}).map((e) => e.field)).toEqual([
      'first_name',
      'last_name',
      'country',
      'address_1',
      'city',
      'phone',
      'email',
    ]);
    expect(valid('shipping', {}).map((e) => e.field)).toEqual([
      'first_name',
      'last_name',
      'country',
      'address_1',
      'city',
    ]);
    expect(fieldsOf('shipping')).not.toContain('phone');
  });

  it('requires the state only where the country has a list', () => {
    expect(isRequired('billing', 'state', 'MA')).toBe(true);
    expect(isRequired('billing', 'state', 'FR')).toBe(false);
    expect(isRequired('billing', 'state', 'US')).toBe(false);
    expect(valid('billing', { ...CASABLANCA, state: '' })).toEqual([{ field: 'state', rule: 'required' }]);
    expect(valid('billing', { ...CASABLANCA, state: 'maxxx' })).toEqual([{ field: 'state', rule: 'state' }]);
    // France has no states: a value there is refused; the United States take free text.
    expect(valid('billing', { ...CASABLANCA, country: 'FR', state: 'Île-de-France', postcode: '75001' })).toEqual([
      { field: 'state', rule: 'state' },
    ]);
    expect(valid('billing', { ...CASABLANCA, country: 'US', state: 'Ohio', postcode: '43004' })).toEqual([]);
  });

  it('checks postcode, phone and e-mail shapes', () => {
    expect(valid('billing', { ...CASABLANCA, postcode: '2000' })).toEqual([
      { field: 'postcode', rule: 'postcode', country: 'MA' },
    ]);
    expect(valid('billing', { ...CASABLANCA, postcode: '٢٠٠٠٠' })).toEqual([]);
    expect(valid('billing', { ...CASABLANCA, phone: '12345' })).toEqual([{ field: 'phone', rule: 'phone' }]);
    expect(valid('billing', { ...CASABLANCA, phone: 'call me' })).toEqual([{ field: 'phone', rule: 'phone' }]);
    // By the country's numbering plan: six zeros have the shape of a number but are none.
    for (const phone of ['000000', '0000000000', '+212 1 23 45 67 89'])
      expect(valid('billing', { ...CASABLANCA, phone }), phone).toEqual([{ field: 'phone', rule: 'phone' }]);
    for (const phone of ['06 12 34 56 78', '0522 12 34 56', '+212 6 12 34 56 78', '+33 6 12 34 56 78'])
      expect(valid('billing', { ...CASABLANCA, phone }), phone).toEqual([]);
    expect(valid('billing', { ...CASABLANCA, email: 'amina@example' })).toEqual([{ field: 'email', rule: 'email' }]);
    expect(valid('billing', { ...CASABLANCA, email: 'a b@example.ma' })).toEqual([{ field: 'email', rule: 'email' }]);
  });

  it('refuses markup and values past their limit', () => {
    expect(valid('billing', { ...CASABLANCA, city: '<b>Casa</b>' })).toEqual([{ field: 'city', rule: 'plain' }]);
    expect(valid('billing', { ...CASABLANCA, address_1: 'x'.repeat(FIELD_MAX_LENGTH.address_1 + 1) })).toEqual([
      { field: 'address_1', rule: 'maxlength', max: FIELD_MAX_LENGTH.address_1 },
    ]);
    expect(valid('billing', { ...CASABLANCA, country: 'XX' })).toEqual([{ field: 'country', rule: 'country' }]);
  });

  it('reads only strings of known fields', () => {
    const address = normaliseAddress('billing', { ...CASABLANCA, first_name: 42 as unknown as string, extra: 'x' });
    expect(address.first_name).toBe('');
    expect(Object.keys(address)).not.toContain('extra');
  });
});

describe('the Yup schema the form runs', () => {
  const yupErrors = (kind: AddressKind, raw: Record<string, string>) => {
    try {
      addressSchema(kind).validateSync(raw, { abortEarly: false });
      return [];
    } catch (error) {
      const inner = (error as { inner: Array<{ path?: string; message: string }> }).inner;
      return inner.map((e) => ({ field: e.path, ...ruleOfMessage(e.message) }));
    }
  };

  it('says what the server says, field by field', () => {
    expect(yupErrors('billing', { ...CASABLANCA, email: 'x', state: '' })).toEqual([
      { field: 'state', rule: 'required' },
      { field: 'email', rule: 'email' },
    ]);
  });

  it('agrees with the server on any input', () => {
    const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 30 }), fc.constantFrom('MA', 'FR', 'US', 'macas'));
    const raw = fc.record(Object.fromEntries(fieldsOf('billing').map((f) => [f, text])) as Record<string, typeof text>);
    fc.assert(
      fc.property(fc.constantFrom<AddressKind>('billing', 'shipping'), raw, (kind, input) => {
        const server = validateAddress(kind, normaliseAddress(kind, input)).map(({ field, ...rule }) => ({
          field,
          ...rule,
        }));
        const client = yupErrors(kind, input as Record<string, string>);
        const order = (list: Array<{ field?: string }>) => [...list].sort((a, b) => a.field!.localeCompare(b.field!));
        expect(order(client)).toEqual(order(server));
      }),
      { numRuns: 200 },
    );
  });

  it('checks one field the way the form does on blur', () => {
    const address: OrderAddress = normaliseAddress('billing', CASABLANCA);
    expect(checkField('billing', 'email', { ...address, email: '' })).toEqual({ rule: 'required' });
  });
});
