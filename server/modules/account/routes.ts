import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { linkOrigin } from '../../http/link-origin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import { NoContent } from '../../http/schemas';
import { rotateSession } from '../../plugins/session';
import { mergeCartsOnSignIn } from '../cart/service/merge';
import { mergeOnSignIn as mergeWishlistsOnSignIn } from '../wishlist/repository';
import type { CustomerRow } from './repository/customers';
import {
  AcceptedSchema,
  AccountSchema,
  AddressInput,
  AddressParams,
  ConfirmBody,
  ConfirmedSchema,
  DetailsBody,
  LoginBody,
  LostPasswordBody,
  OrderListSchema,
  OrdersQuery,
  PasswordBody,
  RegisterBody,
  ResetPasswordBody,
  SignedInSchema,
  type SignedInBody,
  accountProblems,
} from './schemas';
import { authenticate, confirmAddress, register } from './service/auth';
import type { AccountRequest } from './service/context';
import { accountBody, changePassword, listOrders, readAccount, saveAddress, updateDetails } from './service/profile';
import { requestPasswordReset, resetPassword } from './service/recovery';
import { safeRedirect } from '../../http/safe-redirect';

const WRITE = { tags: ['account'], security: [{ csrf: [], session: [] }] };

/**
 * Accounts: sign in and out, register and confirm, recover a password; the signed-in customer's details, password,
 * addresses and orders. Session ids rotate on sign-in and sign-out; every form is throttled per IP and per name.
 */
export const accountRoutes: FastifyPluginAsyncTypebox<{
  publicUrl: string;
  /** Mailed links from the shopper's own (local) address when PUBLIC_URL is unset. */
  linksFromRequest: boolean;
  clock: () => number;
  captchaKey: string;
}> = async (app, { publicUrl, linksFromRequest, clock, captchaKey }) => {
  const context = (request: FastifyRequest, locale: Locale): AccountRequest => ({
    db: app.db,
    now: new Date(clock()),
    ip: request.ip,
    locale,
    publicUrl: linkOrigin(request, publicUrl, linksFromRequest),
    captchaKey,
  });

  /** The session becomes the customer's: the guest cart joins theirs, and the session id changes. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    customer: CustomerRow,
    r: AccountRequest,
    redirect: string,
  ): Promise<SignedInBody> {
    const session = await request.ensureSession(reply);
    const cartNotices = await mergeCartsOnSignIn(app.db, session.id, customer.id, r.locale, r.now);
    await mergeWishlistsOnSignIn(app.db, session.id, customer.id);
    await rotateSession(request, reply, customer.id);
    return { customer: { id: customer.id, displayName: customer.displayName }, redirect, cartNotices };
  }

  const strict = { rateLimit: app.rateLimits.strict };

  app.post(
    '/account/login',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary: 'Sign in with a username or e-mail address and the password',
        body: LoginBody,
        response: { 200: SignedInSchema, ...accountProblems(400, 401, 403, 429, 500) },
      },
    },
    async (request, reply) => {
      const r = context(request, request.body.locale);
      const customer = await authenticate(r, request.body);
      return signIn(request, reply, customer, r, safeRedirect(request.body.redirect));
    },
  );

  app.post(
    '/account/logout',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary: 'Sign out: the session becomes a guest’s, under a new id',
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await rotateSession(request, reply, null);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/register',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary: 'Create an account; the link mailed to the address confirms it (same answer for a known address)',
        body: RegisterBody,
        response: { 202: AcceptedSchema, ...accountProblems(400, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      await register(context(request, request.body.locale), request.body);
      return reply.code(202).send({ status: 'check_email' });
    },
  );

  app.post(
    '/account/confirm',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary:
          'Confirm the address with the mailed link’s token and the account’s password (a new account’s, or its new address), and sign in',
        body: ConfirmBody,
        response: { 200: ConfirmedSchema, ...accountProblems(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const r = context(request, request.body.locale);
      const { customer, confirmed } = await confirmAddress(r, request.body);
      const to = confirmed === 'email' ? `/${r.locale}/my-account/details/` : `/${r.locale}/my-account/`;
      return { ...(await signIn(request, reply, customer, r, to)), confirmed };
    },
  );

  app.post(
    '/account/lost-password',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary: 'Mail a reset link to the account with this username or address (same answer for any name)',
        body: LostPasswordBody,
        response: { 202: AcceptedSchema, ...accountProblems(400, 429, 500) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(context(request, request.body.locale), request.body);
      return reply.code(202).send({ status: 'check_email' });
    },
  );

  app.post(
    '/account/reset-password',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary: 'Set a new password with the mailed link’s token; the account’s other sessions end',
        body: ResetPasswordBody,
        response: { 200: AcceptedSchema, ...accountProblems(400, 429, 500) },
      },
    },
    async (request) => {
      const session = await request.getSession();
      await resetPassword(context(request, request.body.locale), request.body, session?.id ?? null);
      return { status: 'password_reset' as const };
    },
  );

  app.get(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in customer’s account',
        response: { 200: AccountSchema, ...accountProblems(401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.getSession();
      return accountBody(await readAccount(app.db, session?.userId ?? null));
    },
  );

  app.put(
    '/account/details',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary:
          'Change names; a new e-mail address is mailed a link that changes it (same answer whether or not it has an account)',
        body: DetailsBody,
        response: { 200: AccountSchema, ...accountProblems(400, 401, 429, 500) },
      },
    },
    // The mail about a new address goes in the customer's own language (the service reads it from the account).
    async (request) =>
      updateDetails(context(request, DEFAULT_LOCALE), (await request.getSession())!.userId, request.body),
  );

  app.put(
    '/account/password',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary: 'Change the password, given the current one; other sessions end',
        body: PasswordBody,
        response: { 204: NoContent, ...accountProblems(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      const session = (await request.getSession())!;
      await changePassword(app.db, session.userId, session.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/account/addresses/:kind',
    {
      config: strict,
      schema: {
        ...WRITE,
        summary: 'Save the billing or shipping address checkout fills in',
        params: AddressParams,
        body: AddressInput,
        response: { 200: AccountSchema, ...accountProblems(400, 401, 429, 500) },
      },
    },
    async (request) => saveAddress(app.db, (await request.getSession())!.userId, request.params.kind, request.body),
  );

  app.get(
    '/account/orders',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in customer’s orders, newest first, ten a page',
        querystring: OrdersQuery,
        response: { 200: OrderListSchema, ...accountProblems(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.getSession();
      return listOrders(app.db, session?.userId ?? null, request.query.page ?? 1);
    },
  );
};
