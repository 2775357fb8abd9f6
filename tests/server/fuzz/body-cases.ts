/** Fuzz cases of a request's body: malformed JSON, other content types, past the limit, fields wrong one by one. */
import fc from 'fast-check';
import type { Operation } from './openapi';
import { type JsonSchema, hostileString, hostileValue } from './schema-values';

export type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | null; payload: string };

/** What the body cases set in a case. */
export interface BodyFields {
  mutation: string;
  field: string | null;
  sent?: unknown;
  body: Body;
}
type Make<C> = (mutation: string, field: string | null) => fc.Arbitrary<C>;
type Add<C> = (weight: number, arbitrary: fc.Arbitrary<C>) => void;

const pick = <T>(items: T[]) => fc.constantFrom(...items);

/** Bodies no JSON parser should accept, and content types the API does not take. */
const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'NaN',
  'undefined',
  '{"a":1e99999}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '',
  ' ',
  'null',
  '"just a string"',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/merge-patch+json',
  'application/json, text/plain',
  '*/*',
  'application/problem+json',
];
/** Past Fastify's default body limit (1 MiB). */
const OVERSIZED = 1_100_000;

/** The body cases of an operation: its fields hostile, missing or extra; another type; malformed bodies. */
export function bodyCases<C extends BodyFields>(op: Operation, make: Make<C>, add: Add<C>): void {
  if (op.body || op.secured) {
    // Bodies no route can take: malformed JSON, another content type, past the limit.
    const raw = fc.oneof(
      fc.tuple(pick(MALFORMED_JSON), fc.constant('application/json')),
      fc.tuple(fc.oneof(pick(MALFORMED_JSON), fc.constant('{"a":1}'), fc.constant('a=1&b=2')), pick(CONTENT_TYPES)),
      fc.tuple(fc.constant('{"note":"x"}'), fc.constant(null)),
      fc.constant([`{"note":"${'a'.repeat(OVERSIZED)}"}`, 'application/json'] as const),
    );
    add(
      op.body ? 8 : 4,
      fc.tuple(make('', null), raw).map(([c, [payload, contentType]]) => ({
        ...c,
        mutation: `raw body (${contentType ?? 'no content type'})`,
        body: { kind: 'raw' as const, contentType, payload },
      })),
    );
  }
  if (op.body) fieldCases(op.body.schema, make, add);
}

function fieldCases<C extends BodyFields>(schema: JsonSchema, make: Make<C>, add: Add<C>): void {
  const props = Object.entries(schema.properties ?? {});
  const object = (c: C) =>
    c.body.kind === 'json' && c.body.value && typeof c.body.value === 'object' ? (c.body.value as object) : {};
  if (props.length > 0) {
    // One field hostile, the others valid; a map field may instead get a hostile key.
    add(
      20,
      fc.tuple(make('', null), pick(props)).chain(([c, [name, s]]) =>
        fc
          .oneof(
            hostileValue(s).map((v) => ({ field: `body.${name}`, value: v })),
            ...(s.additionalProperties && typeof s.additionalProperties === 'object'
              ? [hostileString.map((key) => ({ field: `body.${name}`, value: { [key]: 'x' } }))]
              : []),
          )
          .map(({ field, value }) => ({
            ...c,
            mutation: `hostile body.${name}`,
            field,
            sent: value,
            body: { kind: 'json' as const, value: { ...object(c), [name]: value } },
          })),
      ),
    );
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    add(
      4,
      fc.tuple(make('', null), pick(required)).map(([c, name]) => {
        const rest: Record<string, unknown> = { ...object(c) };
        delete rest[name];
        return { ...c, mutation: `missing body.${name}`, field: `body.${name}`, body: { kind: 'json', value: rest } };
      }),
    );
  }
  if (schema.type === 'object') {
    add(
      4,
      fc
        .tuple(make('', null), fc.oneof(pick(['extra', '__proto__', 'constructor', 'prototype']), hostileString))
        .map(([c, name]) => ({
          ...c,
          mutation: `extra body.${name}`,
          field: name === '__proto__' ? null : `body.${name}`,
          // defineProperty: a '__proto__' key must be an own property, as JSON.parse makes it.
          body: { kind: 'json', value: Object.defineProperty({ ...object(c) }, name, { value: 1, enumerable: true }) },
        })),
    );
  }
  add(
    4,
    fc
      .tuple(make('', null), fc.constantFrom<unknown>([], 'text', 42, true, null, [{}]))
      .map(([c, value]) => ({ ...c, mutation: 'body of another type', field: 'body', body: { kind: 'json', value } })),
  );
}
