import { DEFAULT_SETTINGS, type StoreSettings } from '@domain/settings';
import { settingsApi } from '@shared/api/settings-api';

/**
 * The store settings once the server has answered (its defaults if it failed), null before.
 * Banners wait for it: rendering the default notice first would flash a notice the shopper
 * dismissed (another id) or the wrong text, and shift the page when it changes.
 */
export function useLoadedSettings(): StoreSettings | null {
  const { data, isError } = settingsApi.useGetSettingsQuery();
  if (data) return data;
  return isError ? DEFAULT_SETTINGS : null;
}
