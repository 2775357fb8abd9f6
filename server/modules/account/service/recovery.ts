/**
 * A forgotten password: the request answers alike for any name, with the same statements (a link is mailed only when
 * an account matches), the link works once within an hour, and choosing the new password signs the customer out
 * everywhere else.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailOutbox } from '../../../db/schema/index';
import { assertCaptcha } from '../../captcha/service';
import { enqueueAccountMail } from '../../mail/outbox';
import { endCustomerSessions } from '../../session/repository';
import { hashPassword } from '../password';
import { findCustomer, findCustomerByLogin, updateCustomer } from '../repository/customers';
import { consumeToken, issueToken, spendTokens } from '../repository/tokens';
import { linkInvalid } from './auth';
import { type AccountRequest, shopLink } from './context';
import { checkedForm } from './forms';
import { THROTTLES, admitAttempt, clearAttempts, ipKey, nameKey, pairKey } from './throttle';

export const RESET_TTL_MS = 3_600_000;

export async function requestPasswordReset(
  r: AccountRequest,
  body: { user_login: string; captcha?: string },
): Promise<void> {
  const { user_login: login } = checkedForm('lostPassword', { user_login: body.user_login });
  await assertCaptcha({ db: r.db, key: r.captchaKey, now: r.now }, body.captcha);
  await admitAttempt(
    r.db,
    [
      { key: nameKey('lost', login!), policy: THROTTLES.mailName },
      { key: ipKey('lost', r.ip), policy: THROTTLES.mailIp },
    ],
    r.now,
  );
  await r.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const customer = await findCustomerByLogin(tx, login!);
    // Issued (or, with no account, the same statement writing nothing) before the mail it goes in.
    const token = await issueToken(tx, customer?.id ?? null, 'reset', new Date(r.now.getTime() + RESET_TTL_MS), r.now);
    if (!customer) {
      // The round trip the e-mail would have taken: one statement fewer, over a network, would say no account matched.
      await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(sql`false`);
      return;
    }
    await enqueueAccountMail(
      tx,
      {
        kind: 'reset',
        locale: r.locale,
        name: customer.firstName || customer.displayName,
        username: customer.username,
        link: shopLink(r, 'reset-password', token),
      },
      customer.email,
    );
  });
}

/**
 * Sets the new password of the link's account, once; ends its other sessions (all but `keepSession`) and lifts the
 * login back-off on its names, everywhere and for this address. A reset also confirms the address: the link reached
 * it, and the password set before (by whoever registered it) is gone.
 */
export async function resetPassword(
  r: AccountRequest,
  body: { token: string; password: string },
  keepSession: string | null,
): Promise<void> {
  const { password } = checkedForm('resetPassword', { ...body });
  const passwordHash = await hashPassword(password!);
  await r.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const id = await consumeToken(tx, body.token, 'reset', r.now);
    if (id === null) throw linkInvalid();
    const customer = (await findCustomer(tx, id))!;
    await updateCustomer(tx, id, { passwordHash, ...(customer.confirmedAt ? {} : { confirmedAt: r.now }) });
    if (!customer.confirmedAt) await spendTokens(tx, id, 'confirm', r.now);
    await endCustomerSessions(tx, id, keepSession);
    await clearAttempts(
      tx,
      [customer.username, customer.email].flatMap((name) => [
        { key: nameKey('login', name), policy: THROTTLES.loginName },
        { key: pairKey('login', r.ip, name), policy: THROTTLES.loginPair },
      ]),
    );
  });
}
