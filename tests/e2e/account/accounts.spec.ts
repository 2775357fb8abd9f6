import type { Page } from '@playwright/test';
import { test as base } from '@playwright/test';
import { answerCookieNotice, message } from '@harness/routes';
import { waitForHydrationOnNavigation } from '../../support/hydration';
import { addSimpleProduct, fillBilling, placeOrder } from '../checkout/place';
import { expect, test } from '../keyboard/fixtures';
import { mailedLink } from './mailbox';
import { expectAccessible } from '../../support/axe-audit';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openDialog(page: Page, title: string) {
  await page.getByRole('button', { name: await message(page, 'account.button.label'), exact: true }).click();
  return page.getByRole('dialog', { name: title });
}

async function field(page: Page, scope: ReturnType<Page['getByRole']>, id: string) {
  return scope.getByLabel(new RegExp(`^${await message(page, id)}`), { exact: false }).first();
}

test.describe('accounts, against the real server and its mail', () => {
  test.beforeEach(async ({ answered }) => answered);

  test('register, confirm by e-mail, buy, and find the order in My Account', async ({ page }) => {
    // The longest journey (two dialogs, a mail delivered by the worker's poll, a checkout): three times the limit.
    test.slow();
    const name = `amina${unique()}`;
    const email = `${name}@example.ma`;
    await page.goto('/fr/');
    const login = await openDialog(page, await message(page, 'account.login.title'));
    await login.getByRole('button', { name: await message(page, 'account.link.register') }).click();
    const register = page.getByRole('dialog', { name: await message(page, 'account.register.title') });
    await (await field(page, register, 'account.field.username')).fill(name);
    await (await field(page, register, 'account.field.email')).fill(email);
    await register.getByLabel(new RegExp(`^${await message(page, 'account.field.password')}`)).fill('tajine-2026');
    await register.getByRole('button', { name: await message(page, 'account.register.submit') }).click();
    await expect(register.getByRole('status').first()).toContainText(/Consultez vos e-mails/);

    const { mail, path } = await mailedLink(email, 'confirm');
    expect(mail.subject).toBe('Confirmez votre compte Zellige');
    await page.goto(path);
    // The link confirms with the password chosen when registering.
    await page.getByLabel(new RegExp(`^${await message(page, 'account.field.password')}`)).fill('tajine-2026');
    await page.getByRole('button', { name: await message(page, 'myAccount.confirm.submit') }).click();
    await expect(page.getByText(`Votre compte est confirmé. Bienvenue, ${name}\u202f!`)).toBeVisible();
    // Five seconds later, My Account.
    await expect(page).toHaveURL(/\/fr\/my-account\/$/, { timeout: 10_000 });
    await expect(page.getByText(`Bonjour ${name},`)).toBeVisible();

    await addSimpleProduct(page, 'fr');
    await page.goto('/fr/checkout/');
    await fillBilling(page, 'fr');
    await placeOrder(page);
    const number = (await page.url()).match(/order-received\/(\d+)/)![1]!;

    await page.goto('/fr/my-account/orders/');
    const table = page.getByRole('table', { name: await message(page, 'myAccount.orders.caption') });
    await expect(table.getByRole('rowheader', { name: `n° ${number}` })).toBeVisible();
    await table.getByRole('link', { name: `Voir la commande n° ${number}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Commande n° ${number}` })).toBeVisible();
    await expect(page.getByText(/a été passée le .* et est actuellement\u202f: En cours\./)).toBeVisible();
  });
});

// The used link's refusal is a 400 the browser logs: this journey does without the console check.
base.describe('a lost password, against the real server and its mail', () => {
  base.beforeEach(async ({ page }) => {
    waitForHydrationOnNavigation(page);
    await answerCookieNotice(page);
  });

  base('the e-mailed link sets a new one, once, which then signs in', async ({ page, request }) => {
    const name = `youssef${unique()}`;
    const email = `${name}@example.ma`;
    // An account, registered and confirmed through the API as the dialogs would.
    const session = await request.get('/api/session');
    const token = (await session.json()).csrfToken as string;
    const headers = { 'x-csrf-token': token };
    await request.post('/api/account/register', {
      headers,
      data: { username: name, email, password: 'first-password', locale: 'en' },
    });
    const confirm = await mailedLink(email, 'confirm');
    await request.post('/api/account/confirm', {
      headers,
      data: { token: confirm.path.split('token=')[1], password: 'first-password', locale: 'en' },
    });

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
    await page.getByLabel(/^New password/).fill('second-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await (await field(page, dialog, 'account.field.userLogin')).fill(email);
    await dialog.getByLabel(/^Password/).fill('second-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    // The link worked once.
    await page.goto(reset.path);
    await page.getByLabel(/^New password/).fill('third-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('This link has expired or has already been used. Please ask for a new one.'),
    ).toBeVisible();
    await expectAccessible(page, 'with a used link refused');
  });
});
