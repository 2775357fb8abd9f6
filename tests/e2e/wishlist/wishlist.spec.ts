import type { APIRequestContext, Page } from '@playwright/test';
import { answerCookieNotice, message } from '@harness/routes';
import { mailedLink } from '../account/mailbox';
import { waitForHydrationOnNavigation } from '../../support/hydration';
import { expect, focused, test } from '../keyboard/fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A confirmed account, registered through the API as the dialogs would. */
async function confirmedAccount(request: APIRequestContext): Promise<{ name: string; password: string }> {
  const name = `salma${unique()}`;
  const email = `${name}@example.ma`;
  const password = 'zellige-2026';
  const headers = {
    'x-csrf-token': ((await (await request.get('/api/session')).json()) as { csrfToken: string }).csrfToken,
  };
  await request.post('/api/account/register', { headers, data: { username: name, email, password, locale: 'fr' } });
  const confirm = await mailedLink(email, 'confirm');
  await request.post('/api/account/confirm', {
    headers,
    data: { token: confirm.path.split('token=')[1], password, locale: 'fr' },
  });
  return { name, password };
}

async function signIn(page: Page, account: { name: string; password: string }) {
  await page.getByRole('button', { name: await message(page, 'account.button.label'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: await message(page, 'account.login.title') });
  await dialog.getByLabel(new RegExp(`^${await message(page, 'account.field.userLogin')}`)).fill(account.name);
  await dialog.getByLabel(new RegExp(`^${await message(page, 'account.field.password')}`)).fill(account.password);
  await dialog.getByRole('button', { name: await message(page, 'account.login.submit') }).click();
  await expect(dialog).toBeHidden();
}

const addButtons = async (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${await message(page, 'wishlist.toggle.add')}`) });

test.describe('the wishlist, against the real server', () => {
  test.beforeEach(async ({ answered }) => answered);

  test('a guest saves two products, adds a note, shares the link read-only, signs in and finds them', async ({
    page,
    browser,
    request,
  }) => {
    // Three browsers, an account confirmed by mail and two sign-ins: on a loaded CI machine it once passed 60 s.
    test.slow();
    await page.goto('/fr/shop/');
    const add = await addButtons(page);
    const first = add.nth(0);
    const firstName = (await first.getAttribute('aria-label'))!.split('\u202f: ')[1]!;
    await first.click();
    // button_action 'list': the popup opens with the notice.
    const popup = page.getByRole('dialog', { name: 'Liste de souhaits' });
    await expect(popup.getByRole('status').filter({ hasText: `${firstName} a été ajouté` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // Focus is back on the card's button, which now leads to the list.
    expect(await focused(page)).toContain(`Voir la liste de souhaits\u202f: ${firstName}`);
    await (await addButtons(page)).nth(0).click();
    await popup.getByRole('button', { name: 'Continuer vos achats' }).click();
    await expect(page.getByRole('link', { name: 'Liste de souhaits, 2 articles' })).toBeVisible();

    await page.getByRole('link', { name: 'Liste de souhaits, 2 articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Liste de souhaits' })).toBeVisible();
    await page.getByRole('button', { name: `Ajouter une note\u202f: ${firstName}` }).click();
    await page.getByLabel(`Note pour ${firstName}`).fill('La bleue, pour <Amina> & sa sœur');
    await page.getByRole('button', { name: 'Enregistrer la note' }).click();
    await expect(page.getByText('La bleue, pour <Amina> & sa sœur')).toBeVisible();
    await expect(page.getByRole('button', { name: `Modifier la note\u202f: ${firstName}` })).toBeFocused();

    const url = await page.getByLabel('Lien pour partager cette liste de souhaits').inputValue();
    // The list's key, and the share token that lets anyone else read it (192 random bits).
    expect(url).toMatch(/\/fr\/wishlist\/[A-Z0-9]{6}\/\?token=[A-Za-z0-9_-]{32}$/);
    // Opened in another browser, the list is read-only.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    waitForHydrationOnNavigation(visitor);
    await answerCookieNotice(visitor);
    await visitor.goto(url);
    await expect(visitor.getByText(/Cette liste de souhaits a été partagée avec vous/)).toBeVisible();
    await expect(visitor.getByText('La bleue, pour <Amina> & sa sœur')).toBeVisible();
    await expect(visitor.getByRole('button', { name: /^Retirer .* de la liste de souhaits$/ })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /note/i })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Vider la liste de souhaits' })).toHaveCount(0);
    // The key alone opens the list to its owner only: to anyone else it is a page not found.
    const bare = await visitor.goto(url.replace(/\?.*$/, ''));
    expect(bare?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await other.close();

    // Signing in keeps the list, with its note, on the account.
    const account = await confirmedAccount(request);
    await signIn(page, account);
    await page.goto('/fr/wishlist/');
    await expect(page.getByRole('listitem').filter({ hasText: firstName })).toContainText('La bleue, pour <Amina>');
    await expect(page.getByRole('link', { name: 'Liste de souhaits, 2 articles' })).toBeVisible();
    // On another device, signed in, the same list.
    const elsewhere = await browser.newContext();
    const phone = await elsewhere.newPage();
    waitForHydrationOnNavigation(phone);
    await answerCookieNotice(phone);
    await phone.goto('/fr/');
    await signIn(phone, account);
    await phone.goto('/fr/wishlist/');
    await expect(phone.getByText('La bleue, pour <Amina> & sa sœur')).toBeVisible();
    await elsewhere.close();
  });

  for (const locale of ['fr', 'ar'] as const) {
    test(`by keyboard alone in ${locale}: save from a product page, open the list, empty it after confirming`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/shop/`);
      const label = (await (await addButtons(page)).first().getAttribute('aria-label'))!;
      const productName = label.slice((await message(page, 'wishlist.toggle.add')).length).replace(/^[\s:،]+/, '');
      await page.goto((await page.getByRole('link', { name: productName, exact: true }).first().getAttribute('href'))!);
      const add = page.getByRole('button', { name: await message(page, 'wishlist.toggle.add'), exact: true });
      await add.focus();
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', { name: await message(page, 'wishlist.title') });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('heading', { level: 4 })).toHaveCount(1);
      await expect(popup.getByRole('link', { name: productName, exact: true })).toBeVisible();
      // Tab stays inside the dialog; Escape closes it and focus comes back.
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
      expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      const browse = page.getByRole('button', { name: await message(page, 'wishlist.toggle.browse'), exact: true });
      await expect(browse).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(popup).toBeVisible();
      const empty = popup.getByRole('button', { name: await message(page, 'wishlist.emptyAction') });
      await empty.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog');
      const cancel = confirm.getByRole('button', { name: await message(page, 'wishlist.cancel'), exact: true });
      await expect(confirm).toContainText(await message(page, 'wishlist.confirm'));
      // Cancel has focus: Enter cancels and nothing happens.
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expect(popup.getByRole('link', { name: productName, exact: true })).toBeVisible();
      await expect(empty).toBeFocused();
      await page.keyboard.press('Enter');
      // Opened again, Cancel has focus again; Tab reaches the confirming button.
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(confirm.getByRole('button').last()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(popup.getByText(await message(page, 'wishlist.empty'))).toBeVisible();
      await expect(popup.getByRole('heading', { level: 3, name: await message(page, 'wishlist.items') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(add).toBeFocused();
    });
  }
});
