/**
 * The fuzz cases of an operation: a valid request, or one that is wrong in a single way (one parameter hostile,
 * missing or extra; a malformed query string; another method; a missing or wrong session or CSRF token; the body
 * cases of body-cases.ts).
 */
import fc from 'fast-check';
import { type Body, bodyCases } from './body-cases';
import type { Location, Operation, Parameter } from './openapi';
import { type Hints, hostileString, hostileText, validValue } from './schema-values';

export type Auth =
  | 'shopper'
  | 'no-session'
  | 'no-token'
  | 'wrong-token'
  | 'other-shoppers-token'
  | 'hostile-token'
  | 'hostile-cookie'
  | 'cross-origin';

/** One request to send, before the known values are picked. */
export interface FuzzCase {
  op: Operation;
  /** What is wrong with it ('valid' when nothing is). */
  mutation: string;
  /** The field the mutation is about ('body.code', 'query.page'): a 400 must name it. */
  field: string | null;
  /** The wrong value put in that field. */
  sent?: unknown;
  method: string;
  params: Array<{ name: string; in: Location; value: unknown }>;
  /** Appended to the query string as is. */
  rawQuery: string;
  body: Body;
  auth: Auth;
  /** The CSRF token or session cookie sent instead of the shopper's (hostile-token, hostile-cookie). */
  credential: string;
  shopper: number;
  /** Headers any client may send (compression, language, conditional requests). */
  noise: Record<string, string>;
}

export interface CaseOptions {
  hints: Hints;
  shoppers: number;
  /** Names and values of parameters the schemas leave open, to send as extra ones. */
  extraNames: string[];
  extraValues: string[];
}

const NOISE: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-encoding': fc.constantFrom('gzip', 'br', 'br, gzip', 'identity', 'x-unknown'),
    'accept-language': fc.constantFrom('ar', 'fr-FR,fr;q=0.9', '*', 'zz'),
    accept: fc.constantFrom('application/json', 'text/html', 'application/xml', '*/*'),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"x"'),
  },
  { requiredKeys: [] },
);

/**
 * A valid parameter value; a path segment cannot be '.' or '..' (the address would lose it). A path parameter's
 * hint is told the operation's path ('path /api/cart/items/{key}'), a query's just 'query'.
 */
const validParam = (p: Parameter, hints: Hints, opPath: string) =>
  validValue(p.schema, hints, p.name, p.in === 'path' ? `path ${opPath}` : p.in).filter(
    (v) => p.in !== 'path' || (v !== '.' && v !== '..'),
  );

const pick = <T>(items: T[]) => fc.constantFrom(...items);

/** The fuzz cases of one operation: valid requests, and requests wrong in one way each. */
export function casesOf(
  op: Operation,
  options: CaseOptions,
): { valid: fc.Arbitrary<FuzzCase>; wrong: fc.Arbitrary<FuzzCase> } {
  const { hints } = options;
  const params = op.parameters;
  const validParams = fc
    .tuple(
      ...params.map((p) =>
        p.required
          ? validParam(p, hints, op.path).map((value) => [{ name: p.name, in: p.in, value }])
          : fc
              .option(validParam(p, hints, op.path), { nil: undefined })
              .map((v) => (v === undefined ? [] : [{ name: p.name, in: p.in, value: v }])),
      ),
    )
    .map((lists) => lists.flat());
  // A whole body the fixture knows (an add of an existing product) most of the time.
  const validBody: fc.Arbitrary<Body> = op.body
    ? validValue(op.body.schema, hints, `body:${op.method} ${op.path}`).map((value) => ({ kind: 'json', value }))
    : fc.constant({ kind: 'none' });
  const base = fc.record({
    params: validParams,
    body: validBody,
    shopper: fc.nat(options.shoppers - 1),
    noise: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, NOISE),
  });
  const make = (mutation: string, field: string | null) =>
    base.map((b): FuzzCase => ({
      op,
      mutation,
      field,
      method: op.method,
      rawQuery: '',
      auth: 'shopper',
      credential: '',
      ...b,
    }));
  const variants: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzCase> }> = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzCase>) => variants.push({ weight, arbitrary });

  if (params.length > 0) {
    // One parameter hostile (or repeated), the others valid.
    add(
      16,
      fc.tuple(make('', null), pick(params)).chain(([c, p]) =>
        fc
          .oneof(
            hostileText(p.schema),
            fc.array(fc.oneof(validParam(p, hints, op.path), hostileText(p.schema)), { minLength: 2, maxLength: 3 }),
          )
          .map((value) => ({
            ...c,
            mutation: `hostile ${p.in}.${p.name}`,
            field: `${p.in === 'path' ? 'params' : p.in === 'query' ? 'query' : 'headers'}.${p.name}`,
            sent: value,
            params: [...c.params.filter((x) => x.name !== p.name), { name: p.name, in: p.in, value }],
          })),
      ),
    );
  }
  const required = params.filter((p) => p.required && p.in !== 'path');
  if (required.length > 0) {
    add(
      4,
      fc.tuple(make('', null), pick(required)).map(([c, p]) => ({
        ...c,
        mutation: `missing ${p.in}.${p.name}`,
        field: `${p.in === 'query' ? 'query' : 'headers'}.${p.name}`,
        params: c.params.filter((x) => x.name !== p.name),
      })),
    );
  }
  // An extra query parameter (a name the schema leaves open, or any name) or a malformed query string: each mostly
  // reaches the handler, the costliest kind of request, so fewer of them.
  const extraName = fc.oneof(
    ...(options.extraNames.length > 0 ? [pick(options.extraNames)] : []),
    pick(['__proto__', 'constructor', 'locale[]', 'locale[x]', '', 'a'.repeat(1000), 'page', 'PAGE']),
    hostileString,
  );
  add(
    1,
    fc
      .tuple(make('extra query parameter', null), extraName, fc.oneof(hostileText({}), pick(options.extraValues)))
      .map(([c, name, value]) => ({ ...c, params: [...c.params, { name, in: 'query' as const, value }] })),
  );
  add(
    1,
    fc
      .tuple(make('malformed query string', null), pick(['%', '%zz', '&&&', '=x', 'locale', '%00=%00', 'a=%ED%A0%80']))
      .map(([c, raw]) => ({ ...c, rawQuery: raw })),
  );
  add(
    4,
    fc
      .tuple(make('', null), pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']))
      .filter(([c, method]) => method !== c.op.method)
      .map(([c, method]) => ({ ...c, method, mutation: `method ${method}` })),
  );
  if (op.secured) {
    add(
      8,
      fc
        .tuple(
          make('', null),
          pick<Auth>([
            'no-session',
            'no-token',
            'wrong-token',
            'other-shoppers-token',
            'hostile-token',
            'hostile-cookie',
            'cross-origin',
          ]),
          hostileString,
        )
        .map(([c, auth, credential]) => ({ ...c, auth, credential, mutation: `auth ${auth}` })),
    );
  }
  bodyCases(op, make, add);
  return { valid: make('valid', null), wrong: fc.oneof(...variants) };
}
