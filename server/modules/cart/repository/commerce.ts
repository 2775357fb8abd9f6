/** Coupons and shipping zones as the domain's rules (src/domain/cart-coupons.ts, cart-shipping.ts) read them. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { CouponRule } from '@domain/cart-coupons';
import type { ShippingZoneRule } from '@domain/cart-shipping';
import type { LocalisedJson } from '../../../db/schema/common';
import type { Db } from '../../../db/client';
import { couponRedemptions, coupons, shippingMethods, shippingZones } from '../../../db/schema/index';

/**
 * The coupons with these (lower-case) codes, by code; a code with no coupon is simply absent. `userId`: the
 * signed-in customer whose past uses count towards each coupon's per-customer limit (none for a guest).
 */
export async function loadCoupons(
  db: Db,
  codes: readonly string[],
  userId: number | null,
): Promise<Map<string, CouponRule>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(coupons)
    .where(inArray(coupons.code, [...codes]));
  const used = new Map<number, number>();
  if (userId !== null && rows.some((r) => r.usageLimitPerCustomer !== null)) {
    const counts = await db
      .select({ couponId: couponRedemptions.couponId, n: count() })
      .from(couponRedemptions)
      .where(
        and(
          inArray(
            couponRedemptions.couponId,
            rows.map((r) => r.id),
          ),
          eq(couponRedemptions.userId, userId),
        ),
      )
      .groupBy(couponRedemptions.couponId);
    for (const c of counts) used.set(c.couponId, c.n);
  }
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        kind: r.kind,
        amount: r.amount,
        minimumSpend: r.minimumSpend,
        maximumSpend: r.maximumSpend,
        expiresAt: r.expiresAt,
        usageLimit: r.usageLimit,
        usageCount: r.usageCount,
        usageLimitPerCustomer: r.usageLimitPerCustomer,
        usedByCustomer: used.get(r.id) ?? 0,
        individualUse: r.individualUse,
        excludeSaleItems: r.excludeSaleItems,
        combinesWith: r.combinesWith,
        productIds: r.productIds,
      },
    ]),
  );
}

export interface ShippingData {
  zones: ShippingZoneRule[];
  /** Method id → title per locale. */
  titles: Map<number, LocalisedJson>;
}

export async function loadShipping(db: Db): Promise<ShippingData> {
  // One query: every zone with its methods (a zone without methods comes back once, with nulls).
  const rows = await db
    .select({ zone: shippingZones, method: shippingMethods })
    .from(shippingZones)
    .leftJoin(shippingMethods, eq(shippingMethods.zoneId, shippingZones.id))
    .orderBy(
      asc(shippingZones.position),
      asc(shippingZones.id),
      asc(shippingMethods.position),
      asc(shippingMethods.id),
    );
  const zones = new Map<number, ShippingZoneRule & { methods: ShippingZoneRule['methods'][number][] }>();
  const titles = new Map<number, LocalisedJson>();
  for (const { zone: z, method: m } of rows) {
    const zone = zones.get(z.id) ?? {
      id: z.id,
      position: z.position,
      countries: z.countries,
      states: z.states,
      postcodes: z.postcodes,
      methods: [],
    };
    zones.set(z.id, zone);
    if (!m) continue;
    zone.methods.push({
      id: m.id,
      kind: m.kind,
      cost: m.cost,
      minAmount: m.minAmount,
      enabled: m.enabled,
      position: m.position,
    });
    titles.set(m.id, m.title);
  }
  return { zones: [...zones.values()], titles };
}
