import { type CartFixtures, seedCartFixtures } from './cart-fixtures';
import type { TestDbKind } from './test-db';
import { type TestServer, type TestServerOptions, testServer } from './test-server';

export type CartTestServer = TestServer<CartFixtures>;

/** The cart suites' server: a database holding only the cart fixtures, and the app over it. */
export function cartTestServer(kind: TestDbKind, config?: TestServerOptions<CartFixtures>['config']): CartTestServer {
  return testServer(kind, { seed: false, prepare: seedCartFixtures, config });
}
