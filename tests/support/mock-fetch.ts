/**
 * A table-driven fetch for component tests and Storybook: the real RTK Query endpoints and base
 * query run against fixed JSON answers. Unknown requests answer 404 problem+json, loudly.
 */
export interface MockRoute {
  method?: string;
  /** Path under the origin, e.g. '/api/settings'; a RegExp matches path and query. */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** Milliseconds before answering (loading states); `Infinity` never answers. */
  delay?: number;
  /** Computes the answer from the request (for asserting headers or bodies). */
  handler?: (request: Request) => MockAnswer | Promise<MockAnswer>;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export function createMockFetch(routes: MockRoute[], calls: Request[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push(request.clone());
    const url = new URL(request.url);
    const target = url.pathname + url.search;
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET').toUpperCase() === request.method.toUpperCase() &&
        (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(target)),
    );
    if (!route) {
      return json(404, { type: 'about:blank', title: 'Not Found', status: 404, code: 'not_found', detail: target });
    }
    if (route.delay === Infinity) return new Promise<Response>(() => undefined);
    if (route.delay) await new Promise((resolve) => setTimeout(resolve, route.delay));
    const answer = route.handler ? await route.handler(request) : { status: route.status, body: route.body };
    return json(answer.status ?? 200, answer.body ?? null);
  };
}

function json(status: number, body: unknown): Response {
  if (status === 204) return new Response(null, { status });
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}
