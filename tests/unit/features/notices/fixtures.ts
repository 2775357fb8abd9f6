import { DEFAULT_SETTINGS, mergeSettings, type DeepPartial, type StoreSettings } from '@domain/settings';
import { baseApi, type SessionInfo } from '@shared/api/base-api';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { makeStore, type AppStore, type RootState } from '@app/store';
import { settingsApi } from '@shared/api/settings-api';
import type { MockRoute } from '../../../support/mock-api';

export function settingsWith(overrides: DeepPartial<StoreSettings> = {}): StoreSettings {
  return mergeSettings<StoreSettings>(DEFAULT_SETTINGS, overrides);
}

export function session(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return { csrfToken: 'csrf-1', user: null, comingSoonDismissed: false, consent: null, ...overrides };
}

/** The two reads every banner makes: settings and session. */
export function baseRoutes(
  settings: StoreSettings,
  sessionInfo: SessionInfo | (() => SessionInfo) = session(),
): MockRoute[] {
  return [
    { path: '/api/settings', body: settings },
    {
      path: '/api/session',
      handler: () => ({ body: typeof sessionInfo === 'function' ? sessionInfo() : sessionInfo }),
    },
  ];
}

/** A promise resolved from outside, to hold a request open while the test looks at the pending state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Waits until the settings request has answered and React has rendered what follows from it. */
export async function settingsSettled(store: AppStore): Promise<void> {
  await waitFor(() => {
    const { isSuccess, isError } = settingsApi.endpoints.getSettings.select()(store.getState());
    expect(isSuccess || isError).toBe(true);
  });
  await act(async () => {});
}

/** The same for the settings and the session, for components that read both. */
export async function settingsAndSessionSettled(store: AppStore): Promise<void> {
  await waitFor(() => {
    const { isSuccess, isError } = baseApi.endpoints.getSession.select()(store.getState());
    expect(isSuccess || isError).toBe(true);
  });
  await settingsSettled(store);
}

/**
 * Store state whose API cache already holds these settings, for tests that fake timers: with the
 * settings in place at first render there is no request to wait for.
 */
export async function stateWithSettings(settings: StoreSettings): Promise<Partial<RootState>> {
  const store = makeStore();
  await store.dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, settings));
  return { api: store.getState().api };
}
