/**
 * Values from JSON schemas (as the OpenAPI document gives them): valid ones, to reach the handlers, and hostile ones
 * (control characters, lone surrogates, bidi overrides, huge strings, numbers out of range, wrong types), to reach
 * the edges of validation.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  maxProperties?: number;
  items?: JsonSchema;
  maxItems?: number;
}

/** A value the fuzz learns as it runs (a line key, an applied coupon), picked when the request is sent. */
export class Ref {
  constructor(
    readonly pool: string,
    readonly index: number,
  ) {}
}

/** Text sent as is in an address, not %-encoded: malformed escapes and the like. */
export class Raw {
  constructor(readonly text: string) {}
}

/** Known values by field name: the fixture's ids, slugs and codes. */
/** Known values for a field by its name, and where it goes (path, query, header; none for a body field). */
export type Hints = (name: string, where?: string) => fc.Arbitrary<unknown> | undefined;

const HUGE = 100_000;
const INT32 = 2 ** 31;

/** Characters a database, a regex or a terminal handles badly. */
const SPECIAL_CHARS = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u200f',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u0301',
  '😀',
  'ﷺ',
  '%',
  '%00',
  '\\',
  '"',
  "'",
  '<',
  '/',
  '..',
  '?',
  '#',
  '&',
  '=',
  ',',
  '+',
  ' ',
];

/** Strings that are malformed, out of bounds or built to break something. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_CHARS) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...SPECIAL_CHARS), fc.string({ maxLength: 6 }))
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => `a${String.fromCharCode(c)}b`) },
  // Any UTF-16 code unit, lone surrogates included.
  {
    weight: 4,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 12,
    }),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '<script>alert(1)</script>',
      "' or 1=1 --",
      '${7*7}{{7*7}}',
      '__proto__',
      'constructor',
      '../../etc/passwd',
      'a\u0000'.repeat(50),
      '\ud83d',
      'x\ude00y',
    ),
  },
  // Huge ones cost a few milliseconds each: a few dozen per run.
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(HUGE), 'é'.repeat(HUGE / 2), '\u202e'.repeat(1000)) },
);

/** Numbers past every bound, as JSON numbers. */
const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -1.5,
  INT32 - 1,
  INT32,
  -INT32 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
  1e21,
];

/** The same, and the non-finite ones, as text: what a query string or a path carries. */
const HOSTILE_NUMERIC_TEXT = [
  ...HOSTILE_NUMBERS.map(String),
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '1e308',
  '1e-7',
  '0x10',
  '0b1',
  '1_000',
  ' 1',
  '1 ',
  '+1',
  '01',
  '1e3',
  '1.',
  '.5',
  '١',
  'true',
  'null',
  '[]',
  '{}',
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1], ['a'], { a: 1 }, '', '1', 'true', 1, 'NaN', 'Infinity'];

const numericBounds = (s: JsonSchema): number[] => {
  const out: number[] = [];
  if (s.minimum !== undefined) out.push(s.minimum - 1, s.minimum - 0.5);
  if (s.maximum !== undefined) out.push(s.maximum + 1, s.maximum + 0.5, s.maximum * 2);
  return out;
};

const lengthBounds = (s: JsonSchema): string[] => {
  const out: string[] = [];
  if (s.maxLength !== undefined) out.push('a'.repeat(s.maxLength + 1), 'é'.repeat(s.maxLength + 1));
  if (s.minLength !== undefined && s.minLength > 0) out.push('a'.repeat(s.minLength - 1));
  return out;
};

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Values the schema refuses or that sit on its edges, for a JSON body field: mostly of the field's own type. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [...numericBounds(schema), ...lengthBounds(schema)];
  if (schema.enum) edges.push(...schema.enum.map((v) => (typeof v === 'string' ? v.toUpperCase() : v)), 'zz');
  const type = typesOf(schema)[0];
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: type === 'integer' || type === 'number' ? 4 : 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: type === 'string' ? 6 : 1, arbitrary: hostileString },
    ...(edges.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...edges) }] : []),
    // A valid value wrapped: an array or an object of it.
    { weight: 1, arbitrary: validValue(schema).map((v) => [v]) },
    { weight: 1, arbitrary: validValue(schema).map((v) => ({ value: v })) },
  );
}

/** Text the schema refuses or that sits on its edges, for a query, path or header parameter. */
export function hostileText(schema: JsonSchema): fc.Arbitrary<string | Raw> {
  const edges = [...numericBounds(schema).map(String), ...lengthBounds(schema)];
  if (schema.enum) edges.push(...schema.enum.map((v) => String(v).toUpperCase()), `${String(schema.enum[0])} `);
  return fc.oneof(
    fc.constantFrom(...HOSTILE_NUMERIC_TEXT),
    hostileString,
    fc
      .constantFrom('%', '%zz', '%C3%28', '%FF', '%ED%A0%80', '%E2%80%AE', '%2F', '%2e%2e', '%00')
      .map((t) => new Raw(t)),
    ...(edges.length > 0 ? [fc.constantFrom(...edges)] : []),
  );
}

/** Strings matching the pattern and the length bounds; mostly short and printable. */
function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const re = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (s: string) => s.length >= min && s.length <= max && (!re || re.test(s));
  const plain = fc.string({ minLength: min, maxLength: Math.min(max, 30) });
  const matching = re
    ? fc.stringMatching(re).map((s) => s.slice(0, max))
    : fc.string({ maxLength: max, unit: 'binary' });
  const longest = ['a'.repeat(max), 'é'.repeat(max), 'ع'.repeat(max), '😀'.repeat(Math.floor(max / 2))];
  return fc
    .oneof({ weight: 3, arbitrary: plain }, { weight: 2, arbitrary: matching }, fc.constantFrom(...longest))
    .filter(fits);
}

/** Values the schema accepts; a field with a hint takes the fixture's values most of the time. */
export function validValue(schema: JsonSchema, hints?: Hints, name = '', where?: string): fc.Arbitrary<unknown> {
  const known = hints?.(name, where);
  const own = schemaValid(schema, hints);
  return known ? fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: own }) : own;
}

function schemaValid(schema: JsonSchema, hints?: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => validValue(s, hints)));
  const type = typesOf(schema)[0];
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -(INT32 - 1);
      const max = schema.maximum ?? INT32 - 1;
      const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      return fc.oneof(ints, fc.constantFrom(Math.ceil(min), Math.floor(max)));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validString(schema);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return validObject(schema, hints);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

function validObject(schema: JsonSchema, hints?: Hints): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const fields = fc.record(
    Object.fromEntries(Object.entries(props).map(([key, s]) => [key, validValue(s, hints, key)])),
    { requiredKeys: schema.required ?? [] },
  );
  const extra = schema.additionalProperties;
  if (!extra || extra === true) return fields;
  const entries = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), validValue(extra, hints), {
    maxKeys: Math.min(schema.maxProperties ?? 3, 3),
  });
  return fc.tuple(fields, entries).map(([f, e]) => ({ ...e, ...(f as object) }));
}
