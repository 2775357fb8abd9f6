import type { Page } from '@playwright/test';
import { message } from '@harness/routes';
import { expect } from '../keyboard/fixtures';
import type { ParsedMail } from '../../server/mail/mime';
import { mailedLink } from './mailbox';

/** A name no other journey has taken. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openDialog(page: Page, title: string) {
  await page.getByRole('button', { name: await message(page, 'account.button.label'), exact: true }).click();
  return page.getByRole('dialog', { name: title });
}

async function field(page: Page, scope: ReturnType<Page['getByRole']>, id: string) {
  return scope.getByLabel(new RegExp(`^${await message(page, id)}`), { exact: false }).first();
}

/**
 * Registers from the account dialog in French, then confirms with the e-mailed link and the password chosen: the
 * shopper ends signed in, on My Account.
 */
export async function registerAndConfirm(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.goto('/fr/');
  const login = await openDialog(page, await message(page, 'account.login.title'));
  await login.getByRole('button', { name: await message(page, 'account.link.register') }).click();
  const register = page.getByRole('dialog', { name: await message(page, 'account.register.title') });
  await (await field(page, register, 'account.field.username')).fill(name);
  await (await field(page, register, 'account.field.email')).fill(email);
  await register.getByLabel(new RegExp(`^${await message(page, 'account.field.password')}`)).fill(password);
  await register.getByRole('button', { name: await message(page, 'account.register.submit') }).click();
  await expect(register.getByRole('status').first()).toContainText(/Consultez vos e-mails/);

  const { mail, path } = await mailedLink(email, 'confirm');
  expect(mail.subject).toBe('Confirmez votre compte Zellige');
  await page.goto(path);
  // The link confirms with the password chosen when registering.
  await page.getByLabel(new RegExp(`^${await message(page, 'account.field.password')}`)).fill(password);
  await page.getByRole('button', { name: await message(page, 'myAccount.confirm.submit') }).click();
  await expect(page.getByText(`Votre compte est confirmé. Bienvenue, ${name}\u202f!`)).toBeVisible();
  // Five seconds later, My Account.
  await expect(page).toHaveURL(/\/fr\/my-account\/$/, { timeout: 10_000 });
  await expect(page.getByText(`Bonjour ${name},`)).toBeVisible();
}

/**
 * A signed-out shopper asks for a reset link in English, sets `password` through it, and signs in with it; the link
 * mailed is returned (it works once).
 */
export async function resetPasswordByMail(
  page: Page,
  name: string,
  email: string,
  password: string,
): Promise<{ mail: ParsedMail; path: string }> {
  await page.goto('/en/');
  const login = await openDialog(page, 'Sign in');
  await login.getByRole('button', { name: 'Lost your password?' }).click();
  const lost = page.getByRole('dialog', { name: 'Lost your password?' });
  await (await field(page, lost, 'account.field.userLogin')).fill(name);
  await lost.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(lost.getByRole('status').first()).toContainText('If an account matches');

  const reset = await mailedLink(email, 'reset-password');
  expect(reset.mail.subject).toBe('Reset your Zellige password');
  await page.goto(reset.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await (await field(page, dialog, 'account.field.userLogin')).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  return reset;
}
