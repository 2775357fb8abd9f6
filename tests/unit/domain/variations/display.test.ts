import { describe, expect, it } from 'vitest';
import {
  chosenTermImageId,
  clampQuantity,
  gallerySlides,
  maxPurchaseQuantity,
  type ProductFacts,
  quantityLimits,
  selectionPrice,
  shownFacts,
  variationFlags,
} from '@domain/variations';
import { catalogue, picture, variation } from './fixtures';

const product: ProductFacts = {
  sku: 'ZL-MUG-001',
  weightGrams: 300,
  dimensionsMm: { length: 120, width: 90, height: 100 },
  soldIndividually: false,
  quantity: { min: 1, max: null },
};

describe('what a match shows and what reset restores', () => {
  it("shows the variation's SKU, weight, dimensions, price, availability, picture and limits", () => {
    const matched = variation(
      { colour: 'red', size: 'l' },
      {
        sku: 'ZL-MUG-001-RED-L',
        weightGrams: 420,
        dimensionsMm: { length: 140, width: 100, height: 120 },
        price: { regular: 12_000, sale: 9_000, min: 9_000, max: 9_000 },
        onSale: true,
        stockQuantity: 4,
        minQty: 2,
        maxQty: 4,
        description: 'Large',
        image: picture(7),
        imageId: 7,
      },
    );
    expect(shownFacts(product, matched)).toEqual({
      sku: 'ZL-MUG-001-RED-L',
      weightGrams: 420,
      dimensionsMm: { length: 140, width: 100, height: 120 },
      details: { price: matched.price, onSale: true, stockStatus: 'instock', stockQuantity: 4, description: 'Large' },
      image: picture(7),
      quantity: { min: 2, max: 4, fixed: false },
    });
  });

  it("falls back to the product's SKU, weight and dimensions where the variation has none", () => {
    const facts = shownFacts(product, variation({ colour: 'red' }));
    expect([facts.sku, facts.weightGrams, facts.dimensionsMm]).toEqual([
      product.sku,
      product.weightGrams,
      product.dimensionsMm,
    ]);
  });

  it("restores the product's facts, hides the details and the variation picture without a match", () => {
    expect(shownFacts(product, null)).toEqual({
      sku: product.sku,
      weightGrams: product.weightGrams,
      dimensionsMm: product.dimensionsMm,
      details: null,
      image: null,
      quantity: { min: 1, max: null, fixed: false },
    });
  });
});

describe('quantity limits', () => {
  it('fixes a sold-individually product at one, field hidden', () => {
    const limits = quantityLimits({ ...product, soldIndividually: true }, variation({}, { maxQty: 9 }));
    expect(limits).toEqual({ min: 1, max: 1, fixed: true });
    expect(clampQuantity(5, limits)).toBe(1);
    expect(quantityLimits(product, variation({}, { soldIndividually: true }))).toEqual({ min: 1, max: 1, fixed: true });
  });

  it("clamps between the variation's min_qty and max_qty", () => {
    const limits = quantityLimits(product, variation({}, { minQty: 2, maxQty: 5 }));
    expect([clampQuantity(1, limits), clampQuantity(3, limits), clampQuantity(9, limits)]).toEqual([2, 3, 5]);
    expect(clampQuantity(500, quantityLimits(product, null))).toBe(500);
  });

  it('caps the maximum by managed stock while in stock, never for a backorder', () => {
    const row = { maxQty: null, stockQuantity: 3, stockStatus: 'instock' as const, soldIndividually: false };
    expect(maxPurchaseQuantity(row)).toBe(3);
    expect(maxPurchaseQuantity({ ...row, maxQty: 2 })).toBe(2);
    expect(maxPurchaseQuantity({ ...row, stockStatus: 'onbackorder' })).toBeNull();
    expect(maxPurchaseQuantity({ ...row, stockQuantity: null, maxQty: 6 })).toBe(6);
    expect(maxPurchaseQuantity({ ...row, soldIndividually: true })).toBe(1);
  });

  it("derives the spec's flags from a stored row", () => {
    expect(variationFlags({ stockStatus: 'onbackorder', purchasable: true, visible: true })).toEqual({
      isInStock: true,
      isPurchasable: true,
      isVisible: true,
      isActive: true,
    });
    expect(variationFlags({ stockStatus: 'outofstock', purchasable: false, visible: true })).toMatchObject({
      isInStock: false,
      isActive: false,
    });
    expect(variationFlags({ stockStatus: 'instock', purchasable: true, visible: false })).toMatchObject({
      isVisible: false,
      isActive: false,
    });
  });
});

describe('gallery for a variation', () => {
  const gallery = [picture(1), picture(2), picture(3)];

  it("shows the product's slides from the first without a variation or a picture", () => {
    expect(gallerySlides(gallery, null)).toEqual({ slides: gallery, active: 0 });
    expect(gallerySlides(gallery, { id: 9, image: null })).toEqual({ slides: gallery, active: 0 });
  });

  it("moves to the variation's picture when the gallery has it, else swaps the first slide", () => {
    expect(gallerySlides(gallery, { id: 9, image: picture(3) })).toEqual({ slides: gallery, active: 2 });
    expect(gallerySlides(gallery, { id: 9, image: picture(8) })).toEqual({
      slides: [picture(8), picture(2), picture(3)],
      active: 0,
    });
  });

  it("swaps in the variation's own gallery slides after its picture", () => {
    expect(gallerySlides(gallery, { id: 9, image: picture(8) }, { 9: [picture(10), picture(11)] })).toEqual({
      slides: [picture(8), picture(10), picture(11)],
      active: 0,
    });
    expect(gallerySlides(gallery, { id: 9, image: picture(10) }, { 9: [picture(10)] }).slides).toEqual([picture(10)]);
  });
});

describe('swatch previews', () => {
  it("shows the chosen colour's picture, and none once unselected", () => {
    const attributes = [
      { slug: 'size', terms: [{ slug: 's', imageId: null }] },
      {
        slug: 'colour',
        terms: [
          { slug: 'red', imageId: 5 },
          { slug: 'blue', imageId: null },
        ],
      },
    ];
    expect(chosenTermImageId(attributes, { size: 's', colour: 'red' })).toBe(5);
    expect(chosenTermImageId(attributes, { size: 's', colour: 'blue' })).toBeNull();
    expect(chosenTermImageId(attributes, {})).toBeNull();
  });

  it('prices what the selection still allows over active variations', () => {
    const { list } = catalogue();
    // Red: 100.00, 100.00 (out of stock) and 90.00 on sale from 120.00.
    expect(selectionPrice(list, { colour: 'red' })).toEqual({ regular: 12_000, sale: 9_000, min: 9_000, max: 10_000 });
    // Green: only s is active.
    expect(selectionPrice(list, { colour: 'green' })).toEqual({
      regular: 10_000,
      sale: null,
      min: 10_000,
      max: 10_000,
    });
    expect(selectionPrice(list, { colour: 'purple' })).toBeNull();
    expect(selectionPrice(null, { colour: 'red' })).toBeNull();
  });
});
