import { DEFAULT_SETTINGS, type StoreSettings } from '@domain/settings';
import { baseApi } from './base-api';

/** Store settings served by the server; every feature obeys them. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<StoreSettings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
  }),
});

const answerOnly = ({ data }: { data?: StoreSettings }) => ({ data });

/**
 * The store settings, or the spec's defaults until the server has answered: the defaults are
 * the shop's real configuration, so rendering with them first never shows a wrong behaviour.
 */
export function useSettings(): StoreSettings {
  // Only the answer re-renders: the request's own states (pending, its subscription) are not the settings.
  const { data } = settingsApi.useGetSettingsQuery(undefined, { selectFromResult: answerOnly });
  return data ?? DEFAULT_SETTINGS;
}
