import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';

/** The shop owner's stored overrides, by top-level group (one row each). */
export async function storedSettings(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const overrides: Record<string, unknown> = {};
  for (const row of rows) overrides[row.key] = row.value;
  return overrides;
}
