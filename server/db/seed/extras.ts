import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { coupons, settings, shippingMethods, shippingZones } from '../schema/index';
import { COUPONS, SHIPPING_ZONES } from './commerce';
import { SETTINGS_OVERRIDES } from './settings';

/** Coupons, shipping zones and methods, and the store settings the owner changed. */
export async function writeCommerce(db: Db, productIdBySku: Map<string, number>): Promise<void> {
  await db.insert(coupons).values(
    COUPONS.map((c) => ({
      code: c.code,
      kind: c.kind,
      amount: c.amount,
      minimumSpend: c.minimumSpend ?? null,
      expiresAt: c.expiresAt ?? null,
      usageLimit: c.usageLimit ?? null,
      usageCount: c.usageCount ?? 0,
      usageLimitPerCustomer: c.usageLimitPerCustomer ?? null,
      individualUse: c.individualUse ?? false,
      excludeSaleItems: c.excludeSaleItems ?? false,
      ...(c.combinesWith ? { combinesWith: c.combinesWith } : {}),
      productIds: (c.productSkus ?? [])
        .map((sku) => productIdBySku.get(sku))
        .filter((id): id is number => id !== undefined),
      description: c.description,
    })),
  );
  for (const [position, zone] of SHIPPING_ZONES.entries()) {
    const [row] = await db
      .insert(shippingZones)
      .values({ name: zone.name, position, countries: zone.countries, states: zone.states, postcodes: zone.postcodes })
      .returning({ id: shippingZones.id });
    await db.insert(shippingMethods).values(
      zone.methods.map((m, i) => ({
        zoneId: row!.id,
        kind: m.kind,
        cost: m.cost ?? null,
        minAmount: m.minAmount ?? null,
        title: m.title,
        position: i,
      })),
    );
  }
}

export async function writeSettings(db: Db): Promise<void> {
  for (const [key, value] of Object.entries(SETTINGS_OVERRIDES)) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }
}
