import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyMask, digitsOnly, isValidMask, maskComplete, maskMissing } from '@domain/forms/mask';
import { checkFormField } from '@domain/forms/rules';
import { validateFormDefinition } from '@domain/forms/validate';
import type { FormField } from '@domain/forms/fields';

const PHONE = '99 99 99 99 99';

describe('an input mask', () => {
  it('fits what is typed as it comes: its own characters written up to the last place filled', () => {
    expect(applyMask(PHONE, '0')).toBe('0');
    expect(applyMask(PHONE, '06')).toBe('06');
    expect(applyMask(PHONE, '061')).toBe('06 1');
    expect(applyMask(PHONE, '0612345678')).toBe('06 12 34 56 78');
    expect(applyMask(PHONE, '06 12 34 56 78 99')).toBe('06 12 34 56 78');
    // Pasted with other separators, or in Arabic digits.
    expect(applyMask(PHONE, '06.12-34/56 78')).toBe('06 12 34 56 78');
    expect(applyMask(PHONE, '٠٦١٢٣٤٥٦٧٨')).toBe('06 12 34 56 78');
    // A place for a digit drops a letter; the separator after a deleted digit goes with it.
    expect(applyMask(PHONE, '06x1')).toBe('06 1');
    expect(applyMask(PHONE, '06 ')).toBe('06');
    expect(applyMask('aa-999', 'ab123')).toBe('ab-123');
    expect(applyMask('**-**', 'a1b2')).toBe('a1-b2');
  });

  it('counts the places left empty, and is complete only when filled with nothing else', () => {
    expect(maskMissing(PHONE, '')).toBe(10);
    expect(maskMissing(PHONE, '06 12')).toBe(6);
    expect(maskMissing(PHONE, '06 12 34 56 78')).toBe(0);
    expect(maskComplete(PHONE, '06 12 34 56 78')).toBe(true);
    expect(maskComplete(PHONE, '0612345678')).toBe(false);
    expect(maskComplete(PHONE, '06 12 34 56 7')).toBe(false);
    // A mask whose own characters are digits counts only its places.
    expect(maskMissing('+212 9', '+212 ')).toBe(1);
    expect(maskMissing('+212 9', '+212 6')).toBe(0);
    expect(applyMask('+212 9', '6')).toBe('+212 6');
  });

  it('fitting twice changes nothing more (any text, any mask of the three places)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[9a* \-.()+]{0,12}$/),
        fc.string({ maxLength: 20 }),
        (mask, raw) => applyMask(mask, applyMask(mask, raw)) === applyMask(mask, raw),
      ),
    );
  });

  it('a masked text field is refused with the places it lacks; empty and optional, it is not checked', () => {
    const field: FormField = { id: 'phone', type: 'text', label: 'Phone', mask: PHONE };
    const context = { today: '2026-12-04' };
    expect(checkFormField(field, '06 12', context)).toEqual([{ field: 'phone', rule: 'mask', missing: 6 }]);
    expect(checkFormField(field, '0612345678', context)).toEqual([{ field: 'phone', rule: 'mask', missing: 0 }]);
    expect(checkFormField(field, '06 12 34 56 78', context)).toEqual([]);
    expect(checkFormField(field, '', context)).toEqual([]);
    expect(checkFormField({ ...field, required: true }, '', context)).toEqual([{ field: 'phone', rule: 'required' }]);
  });

  it('a form may declare a mask on a text field only, with a place to fill, 40 characters at most', () => {
    expect(isValidMask(PHONE)).toBe(true);
    expect(isValidMask('--')).toBe(false);
    expect(isValidMask('9'.repeat(41))).toBe(false);
    expect(digitsOnly(PHONE)).toBe(true);
    expect(digitsOnly('aa-999')).toBe(false);
    const form = (field: Record<string, unknown>) => ({
      title: 'Contact',
      indicator: 'none',
      submitLabel: 'Send',
      confirmation: ['Thanks'],
      pages: [{ fields: [{ id: 'phone', label: 'Phone', ...field }] }],
    });
    expect(validateFormDefinition(form({ type: 'text', mask: PHONE }))).toEqual([]);
    expect(validateFormDefinition(form({ type: 'text', mask: '--' }))).toEqual([
      { field: 'pages.0.fields.0.mask', code: 'invalid' },
    ]);
    expect(validateFormDefinition(form({ type: 'textarea', mask: PHONE }))).toEqual([
      { field: 'pages.0.fields.0.mask', code: 'invalid' },
    ]);
  });
});
