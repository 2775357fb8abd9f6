import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { useSettings } from '@shared/api/settings-api';
import { baseApi } from '@shared/api/base-api';
import { useSignedInUser } from '@entities/customer/api';
import { useAnalyticsConsent } from '@features/notices/hooks/useAnalyticsConsent';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { deferred, session, settingsSettled, settingsWith } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * What the shop's frame reads of the settings and the session. A guest's session arriving after hydration (its
 * request going out, its answer coming back) changes none of it, so none of the frame renders again: on a phone a
 * render of the header and the page is a long task.
 */
describe("the frame's reads of the settings and the session", () => {
  it("render once for a guest's session: not when it is asked for, not when it arrives", async () => {
    const answer = deferred();
    const renders: Record<string, number> = { settings: 0, user: 0, consent: 0 };
    mockApi([
      { path: '/api/settings', body: settingsWith() },
      {
        path: '/api/session',
        handler: async () => {
          await answer.promise;
          return { body: session() };
        },
      },
    ]);
    let shown = DEFAULT_SETTINGS;
    function Settings() {
      shown = useSettings();
      renders.settings! += 1;
      return null;
    }
    function User() {
      useSignedInUser();
      renders.user! += 1;
      return null;
    }
    function Consent() {
      useAnalyticsConsent();
      renders.consent! += 1;
      return null;
    }
    const { store } = renderWithProviders(
      <>
        <Settings />
        <User />
        <Consent />
      </>,
    );
    await settingsSettled(store);
    // The answer's render is React's to schedule: wait until the reader has drawn with it.
    await waitFor(() => expect(shown).not.toBe(DEFAULT_SETTINGS));
    const settled = { ...renders };
    // The settings reader draws with the defaults, then with the answer; the requests going out are not changes it shows.
    expect(settled.settings).toBe(2);
    expect(settled.user).toBe(1);
    expect(settled.consent).toBe(1);
    await act(async () => answer.resolve());
    await waitFor(() => expect(baseApi.endpoints.getSession.select()(store.getState()).isSuccess).toBe(true));
    // A render the answer would cause is scheduled by React in a task of its own: give it the time to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toEqual(settled);
  });

  it('render again when the session names a customer', async () => {
    mockApi([
      { path: '/api/settings', body: settingsWith() },
      { path: '/api/session', body: session({ user: { id: 7, displayName: 'Amina' } }) },
    ]);
    const seen: Array<string | null> = [];
    function User() {
      seen.push(useSignedInUser()?.displayName ?? null);
      return null;
    }
    renderWithProviders(<User />);
    await waitFor(() => expect(seen.at(-1)).toBe('Amina'));
    expect(seen[0]).toBeNull();
  });
});
