import { RETURN_FORM, RETURN_SLIP_PATH } from '../../../server/db/seed/return-form';
import { RETURN_SLIP_PAGE } from '../../../server/db/seed/returns-plan';
import { message } from '@harness/routes';
import { expect, test } from '../keyboard/fixtures';

/** A JPEG's signature, then padding: what a phone's camera gives. */
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(2048)]);

const label = (id: string, locale: 'fr' | 'ar') =>
  RETURN_FORM.pages.flatMap((p) => p.fields).find((f) => f.id === id)!.label[locale];

for (const locale of ['fr', 'ar'] as const) {
  test(`a return request opens the return slip in a new tab and reloads the returns page (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/returns/`);
    const form = page.locator(`#form-${RETURN_FORM.slug}`);
    await form.getByRole('textbox', { name: label('order-number', locale) }).fill('1042');
    await form.getByRole('textbox', { name: label('email', locale) }).fill('amina@menara.ma');
    const reason = RETURN_FORM.pages[0]!.fields.find((f) => f.id === 'reason')!;
    const broken = 'choices' in reason ? reason.choices.find((c) => c.value === 'broken')!.label[locale] : '';
    await form.getByRole('radio', { name: broken }).check();

    // A broken piece asks its photos: the picker opens a phone's back camera, and a picture from it is sent.
    const photos = form.getByRole('button', { name: new RegExp(await message(page, 'forms.file.take_photo')) });
    await expect(form.locator('input[type="file"]')).toHaveAttribute('capture', 'environment');
    const chooser = page.waitForEvent('filechooser');
    await photos.click();
    await (await chooser).setFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await expect(
      form.getByRole('button', { name: await message(page, 'forms.file.remove', { name: 'IMG_0042.jpg' }) }),
    ).toBeVisible();

    const slip = page.waitForEvent('popup');
    const reloaded = page.waitForEvent('load');
    const send = form.getByRole('button', { name: RETURN_FORM.submitLabel[locale], exact: true });
    await send.focus();
    await page.keyboard.press('Enter');

    const opened = await slip;
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe(`/${locale}${RETURN_SLIP_PATH}`);
    await expect(opened.getByRole('heading', { level: 1, name: RETURN_SLIP_PAGE.title[locale] })).toBeVisible();
    // The slip has no hold on the page that opened it.
    expect(await opened.evaluate(() => window.opener)).toBeNull();

    // The returns page came back as new: the form again, empty, and no confirmation.
    await reloaded;
    await expect(form.getByRole('textbox', { name: label('order-number', locale) })).toHaveValue('');
    await expect(page.getByText(RETURN_FORM.confirmation[0]![locale])).toHaveCount(0);
  });
}
