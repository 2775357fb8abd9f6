import { describe, expect, it } from 'vitest';
import { makeStore } from '@app/store';
import { baseApi } from '@shared/api/base-api';
import { mockApi } from '../../../support/mock-api';

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeWrite: build.mutation<unknown, { value: number }>({
      query: (body) => ({ url: '/probe', method: 'POST', body }),
    }),
    probeRead: build.query<unknown, void>({ query: () => '/probe' }),
  }),
  overrideExisting: true,
});

const session = (token: string) => ({ csrfToken: token, user: null, comingSoonDismissed: false, consent: null });

describe('base API transport', () => {
  it('fetches a CSRF token before the first write and sends it as a header', async () => {
    const { calls } = mockApi([
      { path: '/api/session', body: session('t1') },
      {
        method: 'POST',
        path: '/api/probe',
        handler: (r) => ({ status: r.headers.get('x-csrf-token') === 't1' ? 204 : 403 }),
      },
    ]);
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probeWrite.initiate({ value: 1 }));
    expect(result.error).toBeUndefined();
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(['GET /api/session', 'POST /api/probe']);
  });

  it('refreshes an expired token once and retries the request', async () => {
    let token = 'old';
    const { calls } = mockApi([
      { path: '/api/session', handler: () => ({ body: session(token) }) },
      {
        method: 'POST',
        path: '/api/probe',
        handler: (r) =>
          r.headers.get('x-csrf-token') === 'new'
            ? { status: 204 }
            : { status: 403, body: { status: 403, code: 'csrf_invalid', title: 'Forbidden' } },
      },
    ]);
    const store = makeStore({ session: { csrfToken: 'old' } });
    token = 'new';
    const result = await store.dispatch(probe.endpoints.probeWrite.initiate({ value: 1 }));
    expect(result.error).toBeUndefined();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    expect(store.getState().session.csrfToken).toBe('new');
  });

  it('does not retry forever when the token keeps being refused', async () => {
    const { calls } = mockApi([
      { path: '/api/session', body: session('t') },
      { method: 'POST', path: '/api/probe', status: 403, body: { status: 403, code: 'csrf_invalid' } },
    ]);
    const store = makeStore({ session: { csrfToken: 't' } });
    const result = await store.dispatch(probe.endpoints.probeWrite.initiate({ value: 1 }));
    expect(result.error).toMatchObject({ status: 403, code: 'csrf_invalid' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('maps problem+json to a typed error naming the field', async () => {
    mockApi([
      {
        path: '/api/probe',
        status: 400,
        body: {
          status: 400,
          code: 'invalid_request',
          errors: [{ field: 'query.locale', code: 'enum', message: 'bad' }],
        },
      },
    ]);
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probeRead.initiate());
    expect(result.error).toEqual({
      status: 400,
      code: 'invalid_request',
      fields: [{ field: 'query.locale', code: 'enum', message: 'bad' }],
    });
  });

  it('reports a network failure as fetch_error (“You are probably offline.”)', async () => {
    const { fetchMock } = mockApi([]);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probeRead.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', code: 'fetch_error' });
  });
});
