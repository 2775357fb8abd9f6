import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_UPLOAD_TOTAL } from '@domain/forms/fields';
import type { FormLimits } from '../../config';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../http/schemas';
import {
  FormSlugParams,
  PublicFormSchema,
  RestrictedEmailBody,
  RestrictedEmailSchema,
  SubmissionBody,
  SubmittedSchema,
  TokenSchema,
  UploadQuery,
  UploadSchema,
} from './schemas';
import type { FormsContext } from './context';
import { checkRestrictedEmail, publicForm, refreshToken, submitForm } from './service';
import { purgeForms, receiveUpload } from './uploads';

const READ = { tags: ['forms'] };
const WRITE = { tags: ['forms'], security: [{ csrf: [], session: [] }] };

/** Embedded forms: the form with its token, a fresh token, the restricted-address check, uploads, submissions. */
export const formRoutes: FastifyPluginAsyncTypebox<{
  key: string;
  clock: () => number;
  shopAddress: string;
  /** How often unclaimed uploads are looked for and removed; 0: never (tests call removeStaleUploads). */
  purgeIntervalMs: number;
  /** Unclaimed uploads per session, per address and in all; submissions per address. */
  limits: FormLimits;
}> = async (app, { key, clock, shopAddress, purgeIntervalMs, limits }) => {
  const context = (): FormsContext => ({ db: app.db, key, now: new Date(clock()), shopAddress, limits });
  if (purgeIntervalMs > 0) {
    const purge = () => purgeForms(context()).catch((err: unknown) => app.log.warn({ err }, 'upload purge failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(purge, purgeIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // A file arrives as its bytes alone; its field and name travel in the query.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_TOTAL },
    (_, body, done) => done(null, body),
  );

  app.get(
    '/forms/:slug',
    {
      schema: {
        ...READ,
        summary: 'A form in one locale, with a token issued now and its honeypot label',
        description: '404 form_not_found for an unknown form. Never cached: each answer carries a new token.',
        params: FormSlugParams,
        querystring: LocaleQuery,
        response: { 200: PublicFormSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return publicForm(context(), request.params.slug, request.query.locale);
    },
  );

  app.post(
    '/forms/:slug/token',
    {
      config: { rateLimit: app.rateLimits.modest },
      schema: {
        ...WRITE,
        summary: 'A new token for a form whose token has grown old',
        params: FormSlugParams,
        response: { 200: TokenSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request) => refreshToken(context(), request.params.slug),
  );

  app.post(
    '/forms/:slug/restricted-email',
    {
      config: { rateLimit: app.rateLimits.modest },
      schema: {
        ...WRITE,
        summary: "Whether an address is allowed by a form's restricted e-mail field",
        params: FormSlugParams,
        body: RestrictedEmailBody,
        response: { 200: RestrictedEmailSchema, ...COMMON_PROBLEMS, ...problems(404, 422) },
      },
    },
    async (request) =>
      checkRestrictedEmail(context(), request.params.slug, request.body.locale, request.body.field, request.body.email),
  );

  app.post(
    '/forms/:slug/uploads',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        ...WRITE,
        summary: "A file for a form's file field, sent as its bytes (application/octet-stream)",
        description:
          'Checked by its content, not its name; 413 file_too_large over the field’s size, 422 invalid_file otherwise; 429 upload_quota_session, upload_quota_address or upload_quota_total (at the field, with Retry-After) when the unclaimed files of the session, of the client’s address or of the shop have no room left.',
        params: FormSlugParams,
        querystring: UploadQuery,
        response: { 201: UploadSchema, ...COMMON_PROBLEMS, ...problems(404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const upload = await receiveUpload(
        context(),
        { slug: request.params.slug, locale: request.query.locale },
        { sessionId: session.id, address: request.ip },
        request.query.field,
        request.query.name,
        bytes,
      );
      return reply.code(201).send(upload);
    },
  );

  app.post(
    '/forms/:slug/submissions',
    {
      config: { rateLimit: app.rateLimits.strict },
      schema: {
        ...WRITE,
        summary: 'Send a form: checked by the same rules as the client, then stored and mailed to the shop',
        description:
          '400 form_spam (honeypot), form_token_stale or form_token_forged (body.token), captcha_failed; 409 form_token_used (body.token: a token sends one submission; ask for a new one); 422 invalid_fields naming each field (values.email, values.address.city); 429 form_submissions_limit (with Retry-After) past so many submissions an hour from one address.',
        params: FormSlugParams,
        body: SubmissionBody,
        response: { 201: SubmittedSchema, ...COMMON_PROBLEMS, ...problems(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      const submitted = await submitForm(context(), request.params.slug, session, request.ip, request.body);
      return reply.code(201).send(submitted);
    },
  );
};
