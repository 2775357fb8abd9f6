import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { queryRows, type Db } from '../../../server/db/client';
import { cookiePair, setCookies, startSession } from './app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A visitor talking to the account API as the browser does: the session cookie and CSRF token, both followed when a
 * sign-in or sign-out rotates them; `ip` is the address the server sees.
 */
export async function visitor(app: FastifyInstance, ip = '203.0.113.10', locale = 'en') {
  const session = await startSession(app);
  const state = { ...session };
  const send = async (method: Method, path: string, payload?: object): Promise<LightMyRequestResponse> => {
    const response = await app.inject({
      method,
      url: `/api${path}`,
      remoteAddress: ip,
      headers: { cookie: state.cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': state.csrfToken }) },
      ...(payload === undefined ? {} : { payload: { ...payload } }),
    });
    if (setCookies(response).some((c) => c.startsWith('zsid='))) {
      state.cookie = cookiePair(response, 'zsid');
      state.csrfToken = (await app.inject({ url: '/api/session', headers: { cookie: state.cookie } })).json<{
        csrfToken: string;
      }>().csrfToken;
    }
    return response;
  };
  return {
    state,
    send,
    login: (user_login: string, password: string, redirect?: string) =>
      send('POST', '/account/login', { user_login, password, locale, ...(redirect ? { redirect } : {}) }),
    logout: () => send('POST', '/account/logout'),
    register: (username: string, email: string, password: string) =>
      send('POST', '/account/register', { username, email, password, locale }),
    /** Opens a confirmation link: its token, with the account's password. */
    confirm: (token: string, password: string) => send('POST', '/account/confirm', { token, password, locale }),
    lostPassword: (user_login: string) => send('POST', '/account/lost-password', { user_login, locale }),
    resetPassword: (token: string, password: string) =>
      send('POST', '/account/reset-password', { token, password, locale }),
    me: () => send('GET', '/account'),
    session: async () =>
      (await app.inject({ url: '/api/session', headers: { cookie: state.cookie } })).json<{
        user: { id: number; displayName: string } | null;
      }>(),
  };
}

export type Visitor = Awaited<ReturnType<typeof visitor>>;

/** The token in the latest account e-mail of this kind sent to `recipient`, or null. */
export async function mailedToken(db: Db, recipient: string, kind: 'confirm' | 'reset'): Promise<string | null> {
  const [row] = await queryRows<{ text: string }>(
    db,
    sql`select text from mail_outbox where recipient = ${recipient.toLowerCase()} and kind = ${`account_${kind}`} order by id desc limit 1`,
  );
  return row?.text.match(/\?token=([A-Za-z0-9_-]+)/)?.[1] ?? null;
}

export async function mailKinds(db: Db, recipient: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`select kind from mail_outbox where recipient = ${recipient.toLowerCase()} order by id`,
  );
  return rows.map((r) => r.kind);
}

let nextIp = 1;

/** Registers and confirms an account (each from its own address, clear of the registration back-off). */
export async function confirmedAccount(
  app: FastifyInstance,
  db: Db,
  name: string,
  password = 'correct horse 1',
): Promise<{ username: string; email: string; password: string }> {
  const v = await visitor(app, `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`);
  const email = `${name}@example.ma`;
  const registered = await v.register(name, email, password);
  if (registered.statusCode !== 202) throw new Error(`register ${name}: ${registered.body}`);
  const confirmed = await v.confirm((await mailedToken(db, email, 'confirm'))!, password);
  if (confirmed.statusCode !== 200) throw new Error(`confirm ${name}: ${confirmed.body}`);
  await v.logout();
  return { username: name, email, password };
}
