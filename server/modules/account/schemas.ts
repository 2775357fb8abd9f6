import { type Static, type TSchema, Type } from 'typebox';
import { ORDER_STATUSES } from '@domain/checkout/orders';
import { IdSchema, Line, LocaleSchema, ProblemSchema } from '../../http/schemas';
import { AddressInput, AddressSchema } from '../checkout/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
// A little longer than the domain's limits, so the domain names a too-long value with the form's own message.
const Field = (maxLength: number) => Line({ maxLength: maxLength + 100 });
const Password = Line({ maxLength: 400 });
// The captcha's solution, when the store asks for one (src/domain/captcha.ts).
const Captcha = Type.Optional(Line({ maxLength: 1000, description: 'The solved captcha, when the store asks for it' }));
const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$', description: 'The token from the e-mailed link' });

export const LoginBody = Type.Object(
  {
    user_login: Field(254),
    password: Password,
    locale: LocaleSchema,
    redirect: Type.Optional(Line({ maxLength: 2000, description: 'A path in the shop to go to after signing in' })),
  },
  { additionalProperties: false },
);

export const RegisterBody = Type.Object(
  { username: Field(60), email: Field(254), password: Password, locale: LocaleSchema, captcha: Captcha },
  { additionalProperties: false },
);

export const LostPasswordBody = Type.Object(
  { user_login: Field(254), locale: LocaleSchema, captcha: Captcha },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object(
  { token: Token, password: Password, locale: LocaleSchema },
  { additionalProperties: false },
);

export const ResetPasswordBody = Type.Object(
  { token: Token, password: Password, locale: LocaleSchema },
  { additionalProperties: false },
);

export const DetailsBody = Type.Object(
  { first_name: Field(100), last_name: Field(100), display_name: Field(100), email: Field(254) },
  { additionalProperties: false },
);

export const PasswordBody = Type.Object(
  { password_current: Password, password: Password },
  { additionalProperties: false },
);

export const AddressParams = Type.Object({ kind: Type.Enum(['billing', 'shipping']) });
export { AddressInput };

export const OrdersQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) });

export const SignedInSchema = Type.Object(
  {
    customer: Type.Object({ id: IdSchema, displayName: Type.String() }),
    redirect: Type.String({ description: 'Where to go now; empty: stay (reload)' }),
    cartNotices: Type.Array(
      Type.Object({
        code: Type.Enum(['merge_line_removed', 'merge_line_reduced']),
        name: Type.String(),
        quantity: Type.Optional(Type.Integer()),
      }),
      { description: 'Lines of the guest cart that could not be kept as they were' },
    ),
  },
  { title: 'SignedIn' },
);
export type SignedInBody = Static<typeof SignedInSchema>;

export const ConfirmedSchema = Type.Object(
  {
    ...SignedInSchema.properties,
    confirmed: Type.Enum(['account', 'email'], {
      description: 'What the link confirmed: a new account’s address, or the new address of an account',
    }),
  },
  { title: 'Confirmed' },
);

export const AcceptedSchema = Type.Object(
  { status: Type.Enum(['check_email', 'password_reset']) },
  { title: 'Accepted', description: 'The same answer whatever accounts exist' },
);

export const AccountSchema = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    displayName: Type.String(),
    billing: Nullable(AddressSchema),
    shipping: Nullable(AddressSchema),
  },
  { title: 'Account' },
);

export const OrderListSchema = Type.Object(
  {
    orders: Type.Array(
      Type.Object({
        number: Type.Integer(),
        key: Type.String(),
        status: Type.Enum([...ORDER_STATUSES]),
        createdAt: Type.String({ format: 'date-time' }),
        total: Type.Integer({ description: 'In minor units (centimes)' }),
        itemCount: Type.Integer(),
      }),
    ),
    page: Type.Integer(),
    pages: Type.Integer(),
    total: Type.Integer(),
  },
  { title: 'OrderList' },
);

/** Account problems carry how long to wait when throttled. */
export const AccountProblemSchema = Type.Object(
  {
    ...ProblemSchema.properties,
    params: Type.Optional(Type.Object({ retryAfter: Type.Integer({ description: 'Seconds to wait' }) })),
  },
  { title: 'AccountProblem' },
);
export const accountProblems = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, AccountProblemSchema])) as Record<S, typeof AccountProblemSchema>;
