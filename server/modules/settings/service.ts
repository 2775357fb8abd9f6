import { DEFAULT_SETTINGS, type StoreSettings, mergeSettings } from '@domain/settings';
import type { Db } from '../../db/client';
import { storedSettings } from './repository';

/** Defaults merged with the stored overrides. */
export async function loadSettings(db: Db): Promise<StoreSettings> {
  return mergeSettings(DEFAULT_SETTINGS, await storedSettings(db));
}
