/**
 * A forgotten password: the request answers alike for any name (a link is mailed only when an account matches),
 * the link works once within an hour, and choosing the new password signs the customer out everywhere else.
 */
import type { Db } from '../../../db/client';
import { assertCaptcha } from '../../captcha/service';
import { enqueueAccountMail } from '../../mail/outbox';
import { endCustomerSessions } from '../../session/repository';
import { hashPassword } from '../password';
import { findCustomer, findCustomerByLogin, updateCustomer } from '../repository/customers';
import { consumeToken, issueToken } from '../repository/tokens';
import { linkInvalid } from './auth';
import { type AccountRequest, shopLink } from './context';
import { checkedForm } from './forms';
import { THROTTLES, assertNotLocked, clearAttempts, countAttempts, ipKey, nameKey } from './throttle';

export const RESET_TTL_MS = 3_600_000;

export async function requestPasswordReset(
  r: AccountRequest,
  body: { user_login: string; captcha?: string },
): Promise<void> {
  const { user_login: login } = checkedForm('lostPassword', { user_login: body.user_login });
  await assertCaptcha({ db: r.db, key: r.captchaKey, now: r.now }, body.captcha);
  const keys = [
    { key: nameKey('lost', login!), policy: THROTTLES.mailName },
    { key: ipKey('lost', r.ip), policy: THROTTLES.mailIp },
  ];
  await assertNotLocked(r.db, keys, r.now);
  await countAttempts(r.db, keys, r.now);
  await r.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const customer = await findCustomerByLogin(tx, login!);
    if (!customer) return;
    const token = await issueToken(tx, customer.id, 'reset', new Date(r.now.getTime() + RESET_TTL_MS), r.now);
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
 * login back-off on its names. A reset also confirms the address: the link reached it.
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
    await endCustomerSessions(tx, id, keepSession);
    await clearAttempts(tx, [
      { key: nameKey('login', customer.username), policy: THROTTLES.loginName },
      { key: nameKey('login', customer.email), policy: THROTTLES.loginName },
    ]);
  });
}
