import { vi } from 'vitest';
import { createMockFetch, type MockRoute } from './mock-fetch';

export type { MockRoute } from './mock-fetch';

/** Replaces fetch with a table of JSON answers for one test and records every request. */
export function mockApi(routes: MockRoute[]) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(createMockFetch(routes, calls));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
