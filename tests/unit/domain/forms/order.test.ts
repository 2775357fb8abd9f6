import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@domain/forms/fields';
import { keptValues } from '@domain/forms/form';
import { formOrderAddress, formOrderLines, formOrderTotal } from '@domain/forms/order';

const form: FormDefinition = {
  id: 'custom-order',
  title: 'Commande sur mesure',
  indicator: 'connector',
  submitLabel: 'Envoyer',
  confirmation: ['Merci'],
  createsOrder: true,
  pages: [
    {
      fields: [
        { id: 'name', type: 'name', label: 'Nom', required: true },
        { id: 'email', type: 'email', label: 'E-mail', required: true, confirm: true },
        { id: 'address', type: 'address', label: 'Adresse' },
        {
          id: 'kind',
          type: 'radio',
          label: 'Pièce',
          choices: [
            { value: 'tile', label: 'Zellige' },
            { value: 'rug', label: 'Tapis' },
          ],
        },
      ],
    },
    {
      fields: [
        {
          id: 'deposit',
          type: 'payment',
          label: 'Acompte',
          maxQuantity: 10,
          items: [
            { value: 'sample', label: 'Carreau d’essai', price: 5000 },
            { value: 'design', label: 'Étude du motif', price: 20000 },
          ],
        },
        {
          id: 'rug-dye',
          type: 'payment',
          label: 'Teinture',
          maxQuantity: 2,
          showIf: { field: 'kind', in: ['rug'] },
          items: [{ value: 'dye', label: 'Bain de teinture', price: 15000 }],
        },
      ],
    },
  ],
};

const values = {
  name: { first: ' Amina ', last: 'Idrissi' },
  email: { primary: 'Amina@Menara.MA', secondary: 'amina@menara.ma' },
  address: { address1: '12 derb Sidi Bouloukat', city: 'Marrakech', postcode: '40000', country: 'ma' },
  kind: 'tile',
  deposit: { sample: 2, design: 0 },
  'rug-dye': { dye: 1 },
};

describe("a payment form's order", () => {
  it('orders a line per item chosen, priced by the definition, and totals them in minor units', () => {
    const lines = formOrderLines(form, keptValues(form, values), 'fr');
    expect(lines).toEqual([
      {
        field: 'deposit',
        item: 'sample',
        name: 'Acompte : Carreau d’essai',
        quantity: 2,
        unitPrice: 5000,
        subtotal: 10000,
      },
    ]);
    expect(formOrderTotal(lines)).toBe(10000);
    expect(formOrderLines(form, keptValues(form, values), 'ar')[0]!.name).toBe('Acompte: Carreau d’essai');
  });

  it('orders nothing from a payment field that is hidden, and counts it once it shows', () => {
    const rug = keptValues(form, { ...values, kind: 'rug' });
    expect(formOrderLines(form, rug).map((l) => l.item)).toEqual(['sample', 'dye']);
    expect(formOrderTotal(formOrderLines(form, rug))).toBe(25000);
  });

  it('never orders more than the field allows, nor a part or a negative quantity', () => {
    const lines = formOrderLines(form, { deposit: { sample: 50, design: 1.5, other: 3 } as Record<string, number> });
    expect(lines).toEqual([expect.objectContaining({ item: 'sample', quantity: 10, subtotal: 50000 })]);
    expect(formOrderLines(form, { deposit: { sample: -2 } })).toEqual([]);
  });

  it("bills the form's name, e-mail (lower case) and address", () => {
    const address = formOrderAddress(form, keptValues(form, values));
    expect(address).toMatchObject({
      first_name: 'Amina',
      last_name: 'Idrissi',
      email: 'amina@menara.ma',
      address_1: '12 derb Sidi Bouloukat',
      city: 'Marrakech',
      postcode: '40000',
      country: 'MA',
      phone: '',
      company: '',
    });
  });
});
