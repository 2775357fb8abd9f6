import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@domain/forms/fields';
import { firstPageWithErrors, formErrors, isShown, keptValues, pageErrors, shownPages } from '@domain/forms/form';

const context = { today: '2026-11-29' };
const form: FormDefinition = {
  id: 'custom-order',
  title: 'Commande sur mesure',
  indicator: 'connector',
  submitLabel: 'Envoyer',
  confirmation: ['Merci'],
  pages: [
    {
      title: 'Vous',
      fields: [
        { id: 'name', type: 'name', label: 'Nom', required: true },
        { id: 'email', type: 'email', label: 'E-mail', required: true },
        {
          id: 'kind',
          type: 'radio',
          label: 'Pièce',
          required: true,
          choices: [
            { value: 'tile', label: 'Zellige' },
            { value: 'rug', label: 'Tapis' },
          ],
        },
      ],
    },
    {
      title: 'Le tapis',
      fields: [
        { id: 'size', type: 'text', label: 'Dimensions', required: true, showIf: { field: 'kind', in: ['rug'] } },
      ],
    },
    { title: 'Site', fields: [{ id: 'site', type: 'url', label: 'Site' }] },
  ],
};
const filled = { name: { first: ' Amina ', last: 'Idrissi' }, email: 'Amina@Menara.ma', kind: 'tile' };

describe('an embedded form as a whole', () => {
  it('shows a conditional field only while its condition holds, and skips a page with nothing shown', () => {
    const size = form.pages[1]!.fields[0]!;
    expect(isShown(form, size, filled)).toBe(false);
    expect(shownPages(form, filled)).toEqual([0, 2]);
    expect(shownPages(form, { ...filled, kind: 'rug' })).toEqual([0, 1, 2]);
  });

  it('never shows a field whose condition loops', () => {
    const looping: FormDefinition = {
      ...form,
      pages: [
        {
          fields: [
            { id: 'a', type: 'text', label: 'A', showIf: { field: 'b', in: ['x'] } },
            { id: 'b', type: 'text', label: 'B', showIf: { field: 'a', in: ['x'] } },
          ],
        },
      ],
    };
    expect(isShown(looping, looping.pages[0]!.fields[0]!, { a: 'x', b: 'x' })).toBe(false);
  });

  it('checks the shown fields only, and finds the first page with an error', () => {
    expect(formErrors(form, filled, context)).toEqual([]);
    const rug = { ...filled, kind: 'rug' };
    expect(formErrors(form, rug, context)).toEqual([{ field: 'size', rule: 'required' }]);
    expect(pageErrors(form, 0, rug, context)).toEqual([]);
    const errors = formErrors(form, { ...rug, email: 'x' }, context);
    expect(errors.map((e) => e.field)).toEqual(['email', 'size']);
    expect(firstPageWithErrors(form, errors)).toBe(0);
    expect(firstPageWithErrors(form, [{ field: 'size', rule: 'required' }])).toBe(1);
    expect(firstPageWithErrors(form, [])).toBeNull();
  });

  it('keeps the shown fields, trimmed, the e-mail lower case, the site with https://, and nothing unknown', () => {
    expect(keptValues(form, { ...filled, size: '2 × 3 m', site: 'zellige.ma', extra: 'x' })).toEqual({
      name: { first: 'Amina', last: 'Idrissi' },
      email: 'amina@menara.ma',
      kind: 'tile',
      site: 'https://zellige.ma',
    });
  });
});

describe('an end time against its start', () => {
  const timed: FormDefinition = {
    ...form,
    pages: [
      {
        fields: [
          { id: 'kind', type: 'radio', label: 'Appel', choices: [{ value: 'call', label: 'Oui' }] },
          { id: 'from', type: 'time', label: 'À partir de', showIf: { field: 'kind', in: ['call'] } },
          { id: 'until', type: 'time', label: 'Au plus tard à', notBefore: 'from' },
        ],
      },
    ],
  };
  const errors = (from: string, until: string, kind = 'call') =>
    pageErrors(timed, 0, { kind, from, until }, context).map(({ field, ...rule }) => ({ field, ...rule }));

  it('is valid the same as or later than the start, typed in 12- or 24-hour form alike', () => {
    expect(errors('10:30', '10:30')).toEqual([]);
    expect(errors('10:30 am', '2 pm')).toEqual([]);
    expect(errors('2:00 PM', '14:45')).toEqual([]);
  });

  it('is refused before the start, the start in the error as a 24-hour time', () => {
    expect(errors('2:30 pm', '14:00')).toEqual([{ field: 'until', rule: 'timeOrder', min: '14:30' }]);
    expect(errors('11:00', '10:59 am')).toEqual([{ field: 'until', rule: 'timeOrder', min: '11:00' }]);
  });

  it('compares nothing while either time is empty or not a time, or while the start is hidden', () => {
    expect(errors('', '08:00')).toEqual([]);
    expect(errors('midi', '08:00')).toEqual([{ field: 'from', rule: 'time' }]);
    expect(errors('11:00', '')).toEqual([]);
    expect(errors('11:00', '10:00', 'no')).toEqual([{ field: 'kind', rule: 'choice' }]);
  });
});
