import { describe, expect, it } from 'vitest';
import type { FieldOf, FormField } from '@domain/forms/fields';
import {
  checkFiles,
  checkFormField,
  normaliseUrl,
  onStep,
  parseFormNumber,
  parseIsoDate,
  paymentTotal,
  shopToday,
} from '@domain/forms/rules';
import { parseTime } from '@domain/forms/time';

const context = { today: '2026-11-29' };
const check = (field: FormField, value: Parameters<typeof checkFormField>[1]) =>
  checkFormField(field, value, context).map(({ field: _, ...rule }) => rule);

describe('required fields and text', () => {
  it('refuses an empty required field, blanks included; an empty optional one passes', () => {
    const text: FormField = { id: 'subject', type: 'text', label: 'Sujet', required: true };
    expect(check(text, '   ')).toEqual([{ rule: 'required' }]);
    expect(check(text, undefined)).toEqual([{ rule: 'required' }]);
    expect(check({ ...text, required: false }, '')).toEqual([]);
  });

  it('holds a text between its lengths', () => {
    const text: FormField = { id: 'subject', type: 'text', label: 'Sujet', minLength: 3, maxLength: 5 };
    expect(check(text, 'ab')).toEqual([{ rule: 'minlength', min: 3 }]);
    expect(check(text, 'abcdef')).toEqual([{ rule: 'maxlength', max: 5 }]);
    expect(check(text, 'abcd')).toEqual([]);
  });
});

describe('e-mail and its confirmation', () => {
  const email: FieldOf<'email'> = { id: 'email', type: 'email', label: 'E-mail', required: true };
  it('applies the forms’ e-mail rules', () => {
    expect(check(email, 'amina@menara')).toEqual([{ rule: 'email' }]);
    expect(check(email, ' amina@menara.ma ')).toEqual([]);
  });
  it('wants the second address equal to the first (case aside), the error on the second', () => {
    const confirm = { ...email, confirm: true };
    expect(check(confirm, { primary: 'amina@menara.ma', secondary: 'amina@menara.fr' })).toEqual([
      { rule: 'equalTo', part: 'secondary' },
    ]);
    expect(check(confirm, { primary: 'amina@menara.ma', secondary: 'Amina@Menara.ma' })).toEqual([]);
  });
});

describe('URL', () => {
  it('adds https:// when the scheme is missing, and keeps a given one', () => {
    expect(normaliseUrl('zellige.ma/atelier')).toBe('https://zellige.ma/atelier');
    expect(normaliseUrl('http://zellige.ma')).toBe('http://zellige.ma');
    expect(check({ id: 'site', type: 'url', label: 'Site' }, 'zellige.ma')).toEqual([]);
    expect(check({ id: 'site', type: 'url', label: 'Site' }, 'not a site')).toEqual([{ rule: 'url' }]);
    expect(check({ id: 'site', type: 'url', label: 'Site' }, 'javascript://x')).toEqual([{ rule: 'url' }]);
  });
});

describe('numbers', () => {
  const number: FieldOf<'number'> = { id: 'n', type: 'number', label: 'Pièces', min: 2, max: 20, step: 2 };
  it('accept only digits, a leading minus and one point (Arabic digits read as digits)', () => {
    expect(parseFormNumber('12.5')).toBe(12.5);
    expect(parseFormNumber('-3')).toBe(-3);
    expect(parseFormNumber('١٢')).toBe(12);
    for (const bad of ['1e3', '1,5', '--1', '1.2.3', '12a', '']) expect(parseFormNumber(bad), bad).toBeNull();
  });
  it('stay within min and max and on the step counted from min', () => {
    expect(check(number, 'douze')).toEqual([{ rule: 'number' }]);
    expect(check(number, '0')).toEqual([{ rule: 'min', min: 2 }]);
    expect(check(number, '22')).toEqual([{ rule: 'max', max: 20 }]);
    expect(check(number, '5')).toEqual([{ rule: 'step', step: 2 }]);
    expect(check(number, '6')).toEqual([]);
    expect(onStep(0.3, 0.1)).toBe(true);
    expect(onStep(0.35, 0.1)).toBe(false);
  });
});

describe('choices', () => {
  const choices = [
    { value: 'blue', label: 'Bleu' },
    { value: 'green', label: 'Vert' },
    { value: 'ochre', label: 'Ocre' },
  ];
  it('refuses a value that is not a choice', () => {
    expect(check({ id: 's', type: 'select', label: 'Couleur', choices }, 'red')).toEqual([{ rule: 'choice' }]);
    expect(check({ id: 's', type: 'radio', label: 'Couleur', choices }, 'green')).toEqual([]);
  });
  it('limits the ticked boxes, the limit in the error', () => {
    const boxes: FormField = { id: 'c', type: 'checkboxes', label: 'Couleurs', choices, limit: 2 };
    expect(check(boxes, ['blue', 'green', 'ochre'])).toEqual([{ rule: 'choiceLimit', limit: 2 }]);
    expect(check(boxes, ['blue', 'green'])).toEqual([]);
    expect(check(boxes, ['blue', 'red'])).toEqual([{ rule: 'choice' }]);
  });
});

describe('dates and times', () => {
  it('read only dates that exist', () => {
    expect(parseIsoDate('2026-02-28')).not.toBeNull();
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('28/02/2026')).toBeNull();
  });
  it('keep a date in its window, off past days, today and closed weekdays', () => {
    const date: FieldOf<'date'> = { id: 'd', type: 'date', label: 'Jour', min: '2026-11-01', max: '2027-01-31' };
    expect(check(date, '2026-10-31')).toEqual([{ rule: 'dateMin', min: '2026-11-01' }]);
    expect(check(date, '2027-02-01')).toEqual([{ rule: 'dateMax', max: '2027-01-31' }]);
    expect(check(date, '2026-11-28')).toEqual([]);
    expect(check({ ...date, disablePast: true }, '2026-11-28')).toEqual([{ rule: 'dateUnavailable' }]);
    expect(check({ ...date, disablePast: true }, '2026-11-29')).toEqual([]);
    expect(check({ ...date, disableToday: true }, '2026-11-29')).toEqual([{ rule: 'dateUnavailable' }]);
    // 2026-12-04 is a Friday (5).
    expect(check({ ...date, disabledWeekdays: [5] }, '2026-12-04')).toEqual([{ rule: 'dateUnavailable' }]);
    expect(check(date, 'demain')).toEqual([{ rule: 'date' }]);
  });
  it('read 24-hour and 12-hour times, and keep them in the window', () => {
    expect(parseTime('14:30')).toBe(870);
    expect(parseTime('2:30 pm')).toBe(870);
    expect(parseTime('12 AM')).toBe(0);
    expect(parseTime('12:15 p.m.')).toBe(735);
    for (const bad of ['24:00', '13 pm', '9', '9:60']) expect(parseTime(bad), bad).toBeNull();
    const time: FormField = { id: 't', type: 'time', label: 'Heure', min: '09:00', max: '18:00' };
    expect(check(time, '8:59 am')).toEqual([{ rule: 'timeWindow', min: '09:00', max: '18:00' }]);
    expect(check(time, '6:01 PM')).toEqual([{ rule: 'timeWindow', min: '09:00', max: '18:00' }]);
    expect(check(time, '6:00 pm')).toEqual([]);
    expect(check(time, 'midi')).toEqual([{ rule: 'time' }]);
  });
});

describe('names and addresses', () => {
  it('check each part of a name, the error at the part', () => {
    expect(check({ id: 'n', type: 'name', label: 'Nom', required: true }, { first: 'Amina' })).toEqual([
      { rule: 'required', part: 'last' },
    ]);
  });
  it('drop and excuse the state of a country without states; any other country’s follows the first line', () => {
    const address: FieldOf<'address'> = { id: 'a', type: 'address', label: 'Adresse', required: true };
    const base = { address1: '12 derb Sidi', city: 'Fès' };
    expect(check(address, { ...base, country: 'FR', state: 'nowhere' })).toEqual([]);
    expect(check(address, { ...base, country: 'MA' })).toEqual([{ rule: 'required', part: 'state' }]);
    expect(check(address, { ...base, country: 'MA', state: 'atlantis' })).toEqual([{ rule: 'state', part: 'state' }]);
    expect(check({ ...address, required: false }, { ...base, country: 'MA' })).toEqual([]);
    expect(check(address, { country: 'MA', state: 'MAFES' })).toEqual([
      { rule: 'required', part: 'address1' },
      { rule: 'required', part: 'city' },
    ]);
  });
});

describe('files', () => {
  const file: FieldOf<'file'> = {
    id: 'f',
    type: 'file',
    label: 'Croquis',
    extensions: ['png', 'jpg', 'jpeg', 'gif'],
    maxFileSize: 2 * 1024 * 1024,
    maxFiles: 2,
  };
  it('want an allowed extension, each file within the size, no more files than allowed', () => {
    expect(checkFiles(file, [{ name: 'plan.PDF', size: 10 }])).toEqual({ rule: 'accept', extensions: file.extensions });
    expect(checkFiles(file, [{ name: 'plan.JPG', size: 3 * 1024 * 1024 }])).toEqual({ rule: 'fileSize', maxMb: 2 });
    expect(
      checkFiles(
        file,
        Array.from({ length: 3 }, () => ({ name: 'a.png', size: 1 })),
      ),
    ).toEqual({
      rule: 'fileCount',
      max: 2,
    });
    expect(checkFiles(file, [{ name: 'plan.jpeg', size: 1024 }])).toEqual(null);
    expect(checkFiles({ ...file, required: true }, [])).toEqual({ rule: 'required' });
  });
});

describe('payment items', () => {
  const payment: FieldOf<'payment'> = {
    id: 'p',
    type: 'payment',
    label: 'Pièces',
    required: true,
    maxQuantity: 10,
    minTotal: 20000,
    items: [
      { value: 'plate', label: 'Assiette', price: 12000 },
      { value: 'bowl', label: 'Bol', price: 8550 },
    ],
  };
  it('total each quantity by its price, in minor units', () => {
    expect(paymentTotal(payment, { plate: 2, bowl: 1 })).toBe(32550);
    expect(paymentTotal(payment, {})).toBe(0);
  });
  it('refuse nothing chosen, a total under the minimum, an unknown item or a quantity out of bounds', () => {
    expect(check(payment, {})).toEqual([{ rule: 'required' }]);
    expect(check(payment, { bowl: 1 })).toEqual([{ rule: 'paymentMin', min: 20000 }]);
    expect(check(payment, { cup: 1, plate: 2 })).toEqual([{ rule: 'choice' }]);
    expect(check(payment, { plate: 11 })).toEqual([{ rule: 'choice' }]);
    expect(check(payment, { plate: 1.5 })).toEqual([{ rule: 'choice' }]);
    expect(check(payment, { plate: 2 })).toEqual([]);
  });
});

describe("the shop's today", () => {
  it('is the date in Morocco, not in the shopper’s or the server’s zone', () => {
    expect(shopToday(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(shopToday(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-29');
  });
});
