import { DEFAULT_SETTINGS, type StoreSettings, mergeSettings } from '../../src/domain/settings';
import type { Db } from '../db/client';
import { settings } from '../db/schema/index';

/** Defaults merged with the stored overrides (one row per top-level group). */
export async function loadSettings(db: Db): Promise<StoreSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const overrides: Record<string, unknown> = {};
  for (const row of rows) overrides[row.key] = row.value;
  return mergeSettings(DEFAULT_SETTINGS, overrides);
}
