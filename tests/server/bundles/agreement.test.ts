import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundleProblem, bundleTotals } from '@domain/bundles';
import type { StoreSettings } from '@domain/settings';
import { isVariationAvailable } from '@domain/variations';
import { type Bundle, toBundle } from '@features/bundles/model/bundle';
import {
  type BundleItemChoice,
  NO_CHOICE,
  bundleItemState,
  bundleRequestItems,
} from '@features/bundles/model/bundle-items';
import { bundles } from '../../../server/db/schema/index';
import type { CartBody } from '../../../server/modules/cart/schemas';
import { problemOf, shopper } from '../support/cart-client';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

/**
 * The bundle form and the cart run the same rules on the same answers: for random choices on every seeded bundle,
 * what the form shows (its total, or the first reason it cannot add) is what the server charges or refuses with.
 */
describe.each(databases)('the bundle form and the cart agree on %s', (kind) => {
  const t = testServer(kind);

  it('prices each choice of each seeded bundle as the server charges it, and refuses what it would refuse', async () => {
    const settings = (await t.app.inject({ url: '/api/settings' })).json<StoreSettings>();
    const ids = (await t.db.handle.db.select({ id: bundles.productId }).from(bundles)).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    const forms: Bundle[] = [];
    for (const id of ids)
      forms.push(toBundle((await t.app.inject({ url: `/api/catalogue/products/${id}/bundle?locale=en` })).json()));

    const outcomes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: forms.length - 1 }),
        fc.array(fc.nat({ max: 1_000 }), { minLength: 6, maxLength: 6 }),
        async (which, seeds) => {
          const bundle = forms[which]!;
          const { rules } = bundle;
          const choices = new Map<number, BundleItemChoice>();
          const states = bundle.items.map((item, i) => {
            const seed = seeds[i % seeds.length]!;
            const top = item.maxQty ?? item.minQty + 3;
            const qty = rules.optional ? item.minQty + (seed % (top - item.minQty + 1)) : item.quantity;
            if (item.product.type === 'variable' && item.variationId === null && rules.variables) {
              // One of its variations the shopper can pick whole (no 'any' attribute left to choose), or none.
              const whole = (Array.isArray(item.product.variations) ? item.product.variations : []).filter(
                (v) => isVariationAvailable(v) && Object.values(v.attributes).every((term) => term !== ''),
              );
              const variation = seed % 5 === 0 ? null : (whole[seed % Math.max(1, whole.length)] ?? null);
              choices.set(item.id, { selection: variation ? { ...variation.attributes } : {}, variation });
            }
            return bundleItemState(item, choices.get(item.id) ?? NO_CHOICE, qty, rules);
          });
          const totals = bundleTotals(states, rules, settings.bundles, bundle.own);
          const problem = bundleProblem(states, rules, settings.bundles, bundle.own);
          const items = bundleRequestItems(bundle, states, (id) => choices.get(id) ?? NO_CHOICE);

          const s = await shopper(t.app);
          const answer = await s.send('POST', '/bundles', { productId: bundle.productId, quantity: 1, items });
          if (problem) {
            outcomes.add(problem.code);
            expect(answer.statusCode).toBeGreaterThanOrEqual(400);
            expect(answer.statusCode).toBeLessThan(500);
            expect(problemOf(answer).code).toBe(problem.code);
            return;
          }
          outcomes.add('added');
          expect(answer.statusCode, answer.body).toBe(200);
          const parent = answer.json<CartBody>().items.find((i) => i.role === 'bundle');
          expect(parent).toMatchObject({ unitPrice: totals.sale, regularUnitPrice: totals.regular });
        },
      ),
      { numRuns: 40 },
    );
    // The runs met both sides: bundles added and bundles refused.
    expect(outcomes.has('added')).toBe(true);
    expect(outcomes.size).toBeGreaterThan(1);
  });
});
