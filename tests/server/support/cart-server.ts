import { type CartFixtures, seedCartFixtures } from './cart-fixtures';
import type { TestDbKind } from './test-db';
import { type TestServer, testServer } from './test-server';

export type CartTestServer = TestServer<CartFixtures>;

/** The cart suites' server: a database holding only the cart fixtures, and the app over it. */
export function cartTestServer(kind: TestDbKind): CartTestServer {
  return testServer(kind, { seed: false, prepare: seedCartFixtures });
}
