import { describe, expect, it } from 'vitest';
import { redirectTarget, validateFormDefinition } from '@domain/forms/validate';

const good = {
  title: 'Contact',
  indicator: 'none',
  submitLabel: 'Envoyer',
  confirmation: ['Merci, nous vous répondons sous deux jours.'],
  pages: [
    {
      fields: [
        { id: 'email', type: 'email', label: 'E-mail', required: true },
        { id: 'topic', type: 'select', label: 'Sujet', choices: [{ value: 'order', label: 'Commande' }] },
        { id: 'order', type: 'text', label: 'N° de commande', showIf: { field: 'topic', in: ['order'] } },
        {
          id: 'sketch',
          type: 'file',
          label: 'Croquis',
          extensions: ['png', 'jpg'],
          maxFileSize: 1024,
          maxFiles: 1,
        },
        {
          id: 'pieces',
          type: 'payment',
          label: 'Pièces',
          maxQuantity: 5,
          items: [{ value: 'plate', label: 'Assiette', price: 12000 }],
        },
      ],
    },
  ],
};

describe('a form definition before it is stored', () => {
  it('accepts a well-formed one', () => {
    expect(validateFormDefinition(good)).toEqual([]);
  });

  it('takes a redirect to a path of the shop or an http(s) address, in this tab or a new one', () => {
    for (const url of ['/fr/return-slip/', 'https://menara.ma/suivi?id=4', 'http://menara.ma/'])
      for (const newTab of [true, false])
        expect(validateFormDefinition({ ...good, redirect: { url, newTab } })).toEqual([]);
  });

  it('refuses a redirect that could run script, leave for another host by a path, or is not an address', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '/\\evil.example',
      'retours',
      '',
      '/a b',
    ])
      expect(validateFormDefinition({ ...good, redirect: { url, newTab: false } }), url).toEqual([
        { field: 'redirect.url', code: 'invalid' },
      ]);
    expect(validateFormDefinition({ ...good, redirect: { url: '/fr/', newTab: 'yes' } })).toEqual([
      { field: 'redirect.newTab', code: 'invalid' },
    ]);
    expect(validateFormDefinition({ ...good, redirect: '/fr/' })).toEqual([
      { field: 'redirect.url', code: 'invalid' },
      { field: 'redirect.newTab', code: 'invalid' },
    ]);
    expect(redirectTarget(`/${'a'.repeat(500)}`)).toBeNull();
    expect(redirectTarget('https://menara.ma')).toBe('https://menara.ma/');
  });

  it('refuses an unknown field type, a duplicate id and a condition on a later or unknown field, naming each', () => {
    const bad = structuredClone(good);
    bad.pages[0]!.fields.push({ id: 'email', type: 'text', label: 'Encore' } as never);
    bad.pages[0]!.fields.push({ id: 'x', type: 'signature', label: 'Signature' } as never);
    bad.pages[0]!.fields.unshift({
      id: 'early',
      type: 'text',
      label: 'Tôt',
      showIf: { field: 'topic', in: ['order'] },
    } as never);
    expect(validateFormDefinition(bad)).toEqual([
      { field: 'pages.0.fields.0.showIf.field', code: 'invalid' },
      { field: 'pages.0.fields.6.id', code: 'duplicate' },
      { field: 'pages.0.fields.7.type', code: 'unknown_type' },
    ]);
  });

  it('takes an end time that follows a time field before it, and refuses one that follows anything else', () => {
    const timed = (notBefore: string, start = 'time') => {
      const form = structuredClone(good);
      form.pages[0]!.fields.push({ id: 'from', type: start, label: 'À partir de' } as never);
      form.pages[0]!.fields.push({ id: 'until', type: 'time', label: 'Jusqu’à', notBefore } as never);
      return validateFormDefinition(form);
    };
    expect(timed('from')).toEqual([]);
    const invalid = [{ field: 'pages.0.fields.6.notBefore', code: 'invalid' }];
    expect(timed('from', 'text')).toEqual(invalid);
    expect(timed('later')).toEqual(invalid);
    expect(timed('until')).toEqual(invalid);
  });

  it('refuses missing choices, a negative price, bad limits and bad windows', () => {
    const bad = structuredClone(good) as { pages: { fields: Record<string, unknown>[] }[] } & Record<string, unknown>;
    const fields = bad.pages[0]!.fields;
    fields[1]!.choices = [];
    (fields[4]!.items as { price: number }[])[0]!.price = -1;
    fields[3]!.extensions = ['.exe'];
    fields.push({ id: 'when', type: 'date', label: 'Quand', min: '29/11/2026' });
    fields.push({ id: 'n', type: 'number', label: 'N', min: 5, max: 1, step: 0 });
    bad.indicator = 'stars';
    expect(validateFormDefinition(bad)).toEqual([
      { field: 'indicator', code: 'invalid' },
      { field: 'pages.0.fields.1.choices', code: 'required' },
      { field: 'pages.0.fields.3.extensions', code: 'invalid' },
      { field: 'pages.0.fields.4.items.0.price', code: 'invalid' },
      { field: 'pages.0.fields.5.min', code: 'invalid' },
      { field: 'pages.0.fields.6.step', code: 'invalid' },
      { field: 'pages.0.fields.6.max', code: 'invalid' },
    ]);
    expect(validateFormDefinition(null)).toEqual([{ field: '', code: 'required' }]);
    expect(validateFormDefinition({ ...good, pages: [] })).toContainEqual({ field: 'pages', code: 'required' });
  });

  it('takes a form that makes an order only with payment items and an e-mail to confirm it by', () => {
    expect(validateFormDefinition({ ...good, createsOrder: true })).toEqual([]);
    const noPayment = structuredClone(good);
    noPayment.pages[0]!.fields.splice(4, 1);
    expect(validateFormDefinition({ ...noPayment, createsOrder: true })).toEqual([
      { field: 'createsOrder', code: 'required' },
    ]);
    expect(validateFormDefinition(noPayment)).toEqual([]);
    const noEmail = structuredClone(good);
    noEmail.pages[0]!.fields.splice(0, 1);
    expect(validateFormDefinition({ ...noEmail, createsOrder: true })).toEqual([
      { field: 'createsOrder', code: 'required' },
    ]);
    expect(validateFormDefinition({ ...good, createsOrder: 'yes' })).toEqual([
      { field: 'createsOrder', code: 'invalid' },
    ]);
  });

  it('takes a camera field with picture extensions only, opening the back or the front camera', () => {
    const camera = (capture: unknown, extensions: string[]) =>
      validateFormDefinition({
        ...good,
        pages: [
          {
            fields: [
              { id: 'photos', type: 'file', label: 'Photos', extensions, maxFileSize: 1024, maxFiles: 2, capture },
            ],
          },
        ],
      });
    expect(camera('environment', ['jpg', 'png'])).toEqual([]);
    expect(camera('user', ['webp'])).toEqual([]);
    expect(camera('rear', ['jpg'])).toEqual([{ field: 'pages.0.fields.0.capture', code: 'invalid' }]);
    expect(camera('environment', ['jpg', 'pdf'])).toEqual([{ field: 'pages.0.fields.0.capture', code: 'invalid' }]);
  });
});
