import { describe, expect, it } from 'vitest';
import { shownFacts, VARIATION_MESSAGES, type VariationMessage } from '@domain/variations';
import { messageTexts } from '@i18n/message-texts';
import { toProduct, toVariation, toVariationLookup } from '@entities/product/model/product';
import { VARIATION_MESSAGE } from '@entities/product/variation-messages';
import { fixture } from '../../../support/fixtures/routes';
import { LOOKUP_CASES, PRODUCT_CASES } from '../../../support/fixtures/product-cases';

const wireProduct = (slug: string, locale: 'fr' | 'en' | 'ar' = 'en') =>
  fixture<Record<string, unknown>>(`catalogue/product:${slug}`, locale);

describe('product model', () => {
  it("keeps the server's answer as it is for every fixture product, in every locale", () => {
    for (const slug of Object.values(PRODUCT_CASES)) {
      for (const locale of ['fr', 'en', 'ar'] as const) {
        const wire = wireProduct(slug, locale);
        const product = toProduct(wire);
        const { variations, attributes, ...rest } = wire as {
          variations: unknown;
          attributes: Array<{ terms: unknown[] }>;
        };
        // Every wire field survives unchanged (terms gain their resolved image; false becomes null).
        expect(product).toMatchObject(rest);
        expect(product.variations).toEqual(variations === false ? null : variations);
        expect(product.attributes.map((a) => a.terms.length)).toEqual(attributes.map((a) => a.terms.length));
      }
    }
  });

  it('lists the attributes shoppers choose by, and resolves each colour to its gallery picture', () => {
    const product = toProduct(wireProduct(PRODUCT_CASES.variable));
    expect(product.variationAttributes.map((a) => a.slug)).toEqual(['colour', 'size']);
    const colour = product.attributes[0]!;
    for (const term of colour.terms) expect(term.image).toBe(product.gallery.find((g) => g.id === term.imageId));
    expect(colour.terms.every((t) => t.image !== null)).toBe(true);
    expect(product.attributes.find((a) => a.slug === 'size')!.terms.every((t) => t.image === null)).toBe(true);
  });

  it('reads variations: false as lookup mode (null), and its variation lookups', () => {
    const product = toProduct(wireProduct(PRODUCT_CASES.lookup));
    expect(product.variations).toBeNull();
    expect(product.variationCount).toBeGreaterThan(30);
    expect(Object.values(product.variationImages)).toHaveLength(1);
    const found = toVariationLookup(fixture(`catalogue/variation:available`));
    expect(found?.attributes).toEqual(LOOKUP_CASES.available);
    expect(toVariationLookup(fixture(`catalogue/variation:hidden`))).toBeNull();
    // The product is the domain's ProductFacts: a reset shows its own SKU and weight.
    expect(shownFacts(product, null)).toMatchObject({
      sku: product.sku,
      weightGrams: product.weightGrams,
      details: null,
    });
    expect(shownFacts(product, found).sku).toBe(found!.sku);
  });

  it('tolerates missing and malformed fields', () => {
    const empty = toProduct(null);
    expect(empty).toMatchObject({
      type: 'simple',
      gallery: [],
      attributes: [],
      variations: [],
      breadcrumb: [],
      quantity: { min: 1, max: null },
    });
    expect(empty.price).toEqual({ regular: 0, sale: null, min: 0, max: 0 });
    const odd = toProduct({
      type: 'composite',
      stockStatus: 'somewhere',
      price: { regular: 5000, sale: 4000 },
      gallery: [{ id: 1 }, { id: 2, src: '/media/a.webp', width: 600, height: 600 }],
      attributes: [
        { slug: 'colour', type: 'colour', usedForVariations: true, terms: [{ slug: 'red', imageId: 99 }, 'x'] },
        {},
      ],
      variations: [
        { id: 7, stockStatus: 'outofstock', isPurchasable: true, price: { regular: 100 } },
        { sku: 'no id' },
      ],
      variationImages: { 7: [{ id: 3 }], 8: [{ id: 4, src: '/media/b.webp' }] },
    });
    expect([odd.type, odd.stockStatus]).toEqual(['simple', 'outofstock']);
    expect(odd.price).toEqual({ regular: 5000, sale: 4000, min: 4000, max: 4000 });
    expect(odd.gallery.map((g) => [g.id, g.full.src, g.thumbnail.width])).toEqual([[2, '/media/a.webp', 600]]);
    expect(odd.attributes).toHaveLength(1);
    // An image id the gallery does not hold is dropped rather than left dangling.
    expect(odd.attributes[0]!.terms).toEqual([{ slug: 'red', name: 'red', swatch: null, imageId: null, image: null }]);
    expect(odd.variations).toHaveLength(1);
    expect(odd.variations![0]).toMatchObject({
      isInStock: false,
      isVisible: true,
      isActive: true,
      minQty: 1,
      maxQty: null,
      attributes: {},
    });
    expect(Object.keys(odd.variationImages)).toEqual(['8']);
    expect(toVariation({ id: 1, isVisible: false, isPurchasable: true })).toMatchObject({
      isActive: false,
      isInStock: false,
    });
    expect(toVariationLookup('nonsense')).toBeNull();
  });
});

describe('variation messages', () => {
  it("keep the spec's English wording exactly, and are translated", () => {
    for (const [message, english] of Object.entries(VARIATION_MESSAGES)) {
      const { id } = VARIATION_MESSAGE[message as VariationMessage];
      expect(VARIATION_MESSAGE[message as VariationMessage].defaultMessage).toBe(english);
      expect(messageTexts.en[id]).toBe(english);
      expect(messageTexts.fr[id]).not.toBe(english);
      expect(messageTexts.ar[id]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
