import { message } from '@harness/routes';
import { CONTENT_PAGES } from '../../../server/db/seed/content-plans';
import { FORM_SEEDS } from '../../../server/db/seed/forms';
import { expect, tabTo, test } from '../keyboard/fixtures';
import { expectAccessible } from '../../support/axe-audit';

const seed = FORM_SEEDS.find((f) => f.slug === 'contact')!;
const label = (id: string, locale: 'fr' | 'ar') =>
  seed.pages.flatMap((p) => p.fields).find((f) => f.id === id)!.label[locale];

for (const locale of ['fr', 'ar'] as const) {
  test(`the contact form corrects a mistyped address, refuses a restricted one and is sent (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/contact/`);
    const form = page.locator('#form-contact');
    const email = form.getByRole('textbox', { name: label('email', locale) });

    // A domain two letters off gmail.com: the hint offers the right one, and choosing it replaces the address.
    await tabTo(page, form.getByRole('textbox', { name: await message(page, 'forms.name.first') }), 80);
    await page.keyboard.type('Amina');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Benali');
    await page.keyboard.press('Tab');
    await page.keyboard.type('amina@gmial.com');
    const hint = form.getByRole('button', { name: /amina@gmail\.com/ });
    await expect(hint).toBeVisible();
    await tabTo(page, hint, 3);
    await page.keyboard.press('Enter');
    await expect(email).toHaveValue('amina@gmail.com');
    await expect(email).toBeFocused();

    // An address at a domain the shop refuses: the server says so once the field is left.
    await email.fill('amina@mailinator.com');
    await page.keyboard.press('Tab');
    await expect(form.getByText(await message(page, 'forms.rule.restricted_email'))).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'with a refused address shown at its field');

    // Sent as it is: refused at the field, which takes focus.
    const topic = form.getByRole('combobox', { name: label('topic', locale) });
    await topic.selectOption('order');
    const orderNumber = form.getByRole('textbox', { name: label('order-number', locale) });
    await expect(orderNumber).toBeVisible();
    await orderNumber.fill('1042');
    await form.getByRole('textbox', { name: label('message', locale) }).fill('Où en est ma commande ?');
    const send = form.getByRole('button', { name: seed.submitLabel[locale], exact: true });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();

    // Corrected and sent: the confirmation replaces the form.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('amina@menara.ma');
    await tabTo(page, send, 10);
    const answered = page.waitForResponse((r) => r.url().includes('/api/forms/contact/submissions'));
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(201);
    await expect(page.getByText(seed.confirmation[0]![locale])).toBeVisible();
    await expect(form).toHaveCount(0);
  });
}

const popupButton = (locale: 'fr' | 'ar') => {
  const block = CONTENT_PAGES.find((p) => p.slug === 'delivery')!.blocks.find((b) => b.type === 'form');
  return (block as { popup: { button: Record<'fr' | 'ar', string> } }).popup.button[locale];
};

for (const locale of ['fr', 'ar'] as const) {
  test(`the delivery page's question opens the contact form in a dialog, kept while closed, and sent (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/delivery/`);
    const open = page.getByRole('button', { name: popupButton(locale), exact: true });
    await tabTo(page, open, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: seed.title[locale] });
    await expect(dialog).toBeVisible();
    const first = dialog.getByRole('textbox', { name: await message(page, 'forms.name.first') });
    await tabTo(page, first, 3);
    await page.keyboard.type('Amina');

    // Escape closes it, focus goes back to the button, and what was typed is there on the next opening.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveValue('Amina');

    await dialog.getByRole('textbox', { name: await message(page, 'forms.name.last'), exact: true }).fill('Benali');
    await dialog.getByRole('textbox', { name: label('email', locale) }).fill('amina@menara.ma');
    await dialog.getByRole('combobox', { name: label('topic', locale) }).selectOption('other');
    await dialog.getByRole('textbox', { name: label('message', locale) }).fill('Livrez-vous à Dakhla ?');
    const answered = page.waitForResponse((r) => r.url().includes('/api/forms/contact/submissions'));
    await dialog.getByRole('button', { name: seed.submitLabel[locale], exact: true }).click();
    expect((await answered).status()).toBe(201);
    await expect(dialog.getByText(seed.confirmation[0]![locale])).toBeVisible();
    await dialog.getByRole('button', { name: await message(page, 'common.close') }).click();
    await expect(open).toBeFocused();
  });
}
