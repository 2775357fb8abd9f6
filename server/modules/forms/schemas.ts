import { Type } from 'typebox';
import { Line, LocaleSchema } from '../../http/schemas';

export const FormSlugParams = Type.Object({ slug: Line({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' }) });

export const PublicFormSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    pages: Type.Array(Type.Unknown(), { description: 'Pages of typed fields (src/domain/forms/fields.ts)' }),
    indicator: Type.String(),
    submitLabel: Type.String(),
    confirmation: Type.Array(Type.String()),
    createsOrder: Type.Optional(Type.Boolean()),
    token: Type.String({
      description: 'Send it back with the submission; ask for a new one once it is tokenRefresh s old',
    }),
    tokenRefresh: Type.Integer(),
    honeypot: Type.String({ description: 'The label of the field people never see and leave empty' }),
    captcha: Type.Boolean({ description: 'Whether the submission needs a solved captcha' }),
  },
  { $id: 'PublicForm' },
);

export const TokenSchema = Type.Object({ token: Type.String() }, { $id: 'FormToken' });

export const RestrictedEmailBody = Type.Object({
  locale: LocaleSchema,
  field: Line({ maxLength: 40 }),
  email: Line({ maxLength: 254 }),
});
export const RestrictedEmailSchema = Type.Object({ valid: Type.Boolean() }, { $id: 'RestrictedEmail' });

export const UploadQuery = Type.Object({
  locale: LocaleSchema,
  field: Line({ minLength: 1, maxLength: 40 }),
  name: Line({ minLength: 1, maxLength: 255, description: "The file's name as the shopper chose it" }),
});
export const UploadSchema = Type.Object(
  { id: Type.String(), name: Type.String(), size: Type.Integer() },
  { $id: 'FormUpload' },
);

export const SubmissionBody = Type.Object({
  locale: LocaleSchema,
  token: Line({ maxLength: 100 }),
  honeypot: Type.Optional(Type.String({ maxLength: 1000 })),
  captcha: Type.Optional(Line({ maxLength: 1000 })),
  startedAt: Type.Optional(Type.Integer({ minimum: 0 })),
  values: Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), { maxProperties: 80 }),
  uploads: Type.Optional(
    Type.Record(
      Type.String({ maxLength: 60 }),
      Type.Array(Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }), {
        maxItems: 20,
      }),
      {
        maxProperties: 20,
      },
    ),
  ),
});
export const SubmittedSchema = Type.Object(
  {
    submission: Type.Integer(),
    confirmation: Type.Array(Type.String()),
    redirect: Type.Optional(
      Type.Object(
        { url: Type.String(), newTab: Type.Boolean() },
        {
          description:
            'Go there instead of showing the confirmation: a path of the shop or an http(s) address; with newTab, ' +
            'open it in a new tab and reload the page',
        },
      ),
    ),
    order: Type.Optional(
      Type.Object(
        {
          number: Type.Integer(),
          key: Type.String(),
          total: Type.Integer({ description: 'In minor units (centimes)' }),
        },
        { description: 'The pending order a payment form created: paid at /checkout/order-pay/{number}/?key=' },
      ),
    ),
  },
  { $id: 'FormSubmitted' },
);
