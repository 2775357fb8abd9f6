import { test as base } from '@playwright/test';
import { answerCookieNotice, message } from '@harness/routes';
import { waitForHydrationOnNavigation } from '../../support/hydration';
import { addSimpleProduct, fillBilling, placeOrder } from '../checkout/place';
import { expect, test } from '../keyboard/fixtures';
import { registerAndConfirm, resetPasswordByMail, unique } from './journeys';
import { mailedLink } from './mailbox';
import { expectAccessible } from '../../support/axe-audit';

test.describe('accounts, against the real server and its mail', () => {
  test.beforeEach(async ({ answered }) => answered);

  test('register, confirm by e-mail, buy, and find the order in My Account', async ({ page }) => {
    // The longest journey (two dialogs, a mail delivered by the worker's poll, a checkout): three times the limit.
    test.slow();
    const name = `amina${unique()}`;
    await registerAndConfirm(page, name, `${name}@example.ma`, 'tajine-2026');

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

    const reset = await resetPasswordByMail(page, name, email, 'second-password');
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
