import { STOCK_STATUSES } from '@domain/stock';
import { type Static, type TStringOptions, Type } from 'typebox';
import { LOCALES } from '@domain/locales';
import { ADDRESS_FIELDS, FIELD_MAX_LENGTH } from '@domain/checkout/address-schema';

export const ProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    code: Type.String({ description: 'Stable machine-readable code, mapped by the client to a translated message.' }),
    detail: Type.Optional(Type.String()),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.String({ description: "Where the fault is, e.g. 'query.locale' or 'body.analytics'." }),
          code: Type.String(),
          message: Type.String(),
        }),
      ),
    ),
  },
  { title: 'Problem', description: 'RFC 9457 problem details (application/problem+json).' },
);

/** The problem responses a route can give, keyed by status. */
export const problems = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, ProblemSchema])) as Record<S, typeof ProblemSchema>;

/** Problems every route may answer: bad input, rate limit, server fault. */
export const COMMON_PROBLEMS = problems(400, 429, 500);

/** A pair of surrogates (one character past U+FFFF), written so that a regex without the 'u' flag reads it too. */
const SURROGATE_PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';

/**
 * One line of text from a client: no control character (a NUL byte cannot even be stored) and no lone surrogate
 * (UTF-8 cannot carry one: it would be stored as U+FFFD), so bad text is a 400 naming its field, never a database
 * fault or a silent change.
 */
export const Line = (options: TStringOptions = {}) =>
  Type.String({ pattern: `^(?:[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`, ...options });

/** Text over several lines: tabs and line breaks allowed, no other control character, no lone surrogate. */
export const Lines = (options: TStringOptions = {}) =>
  Type.String({
    pattern: `^(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]|${SURROGATE_PAIR})*$`,
    ...options,
  });

/** A database id sent by a client: the columns are 32-bit integers, so a larger number is bad input, not a fault. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Whether a product or variation can be bought now, later (backorder) or not at all. */
export const StockStatusSchema = Type.Enum([...STOCK_STATUSES]);

export const LocaleSchema = Type.Enum([...LOCALES], { description: 'Shop locale' });

export const LocaleQuery = Type.Object({ locale: LocaleSchema });
export type LocaleQuery = Static<typeof LocaleQuery>;

export const NoContent = Type.Null({ description: 'No content' });

/**
 * An address as a form sends it (checkout, account, the cart's kept addresses): every field optional text, a little
 * longer than its limit so that the domain's address rules name a too-long value with the form's own message.
 */
export const AddressInput = Type.Object(
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, Type.Optional(Line({ maxLength: FIELD_MAX_LENGTH[field] + 100 }))]),
  ),
  { additionalProperties: false },
);
