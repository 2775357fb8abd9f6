import { describe, expect, it } from 'vitest';
import { INITIAL_STATUS, defaultPaymentMethod, isPaymentMethodId } from '@domain/checkout/orders';
import { formatIban, formatRib } from '@domain/checkout/payment';

describe('payment methods', () => {
  it('defaults to cash on delivery in Morocco, else to the first offered', () => {
    expect(defaultPaymentMethod('MA', ['bacs', 'cod'])).toBe('cod');
    expect(defaultPaymentMethod('FR', ['bacs'])).toBe('bacs');
    expect(defaultPaymentMethod('MA', ['bacs'])).toBe('bacs');
    expect(defaultPaymentMethod('MA', [])).toBeNull();
  });

  it('starts cash-on-delivery orders processing and transfers on hold', () => {
    expect(INITIAL_STATUS).toEqual({ cod: 'processing', bacs: 'on-hold' });
  });

  it('knows only its own ids', () => {
    expect(isPaymentMethodId('cod')).toBe(true);
    expect(isPaymentMethodId('stripe')).toBe(false);
  });

  it('prints a RIB and an IBAN as banks do', () => {
    expect(formatRib('190780211170002345600178')).toBe('190 780 2111700023456001 78');
    expect(formatRib('123')).toBe('123');
    expect(formatIban('ma64 1907 8021117000234 5600178')).toBe('MA64 1907 8021 1170 0023 4560 0178');
  });
});
