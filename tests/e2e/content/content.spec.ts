import { test as plain, type Locator, type Page } from '@playwright/test';
import { message } from '@harness/routes';
import { CONTENT_PAGES } from '../../../server/db/seed/content-plans';
import type { BlockSeed } from '../../../server/db/seed/content-blocks';
import { expect, tabTo, test } from '../keyboard/fixtures';
import { expectAccessible } from '../../support/axe-audit';

type Locale = 'fr' | 'ar';
const page_ = (slug: string) => CONTENT_PAGES.find((p) => p.slug === slug)!;
const blockOf = <T extends BlockSeed['type']>(slug: string, type: T) =>
  page_(slug).blocks.find((b) => b.type === type) as Extract<BlockSeed, { type: T }>;

/** Whether a slide is out of view (inert until the carousel shows it). */
const inert = (slide: Locator) => slide.evaluate((el) => el.hasAttribute('inert'));

async function open(page: Page, locale: Locale, slug: string) {
  await page.goto(`/${locale}/${slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: page_(slug).title[locale] })).toBeVisible();
}

for (const locale of ['fr', 'ar'] as const) {
  test(`the workshops' carousel is stopped, moved and its pictures enlarged by keyboard alone (${locale})`, async ({
    page,
  }) => {
    await open(page, locale, 'artisans');
    const carousel = page.getByRole('region', { name: blockOf('artisans', 'image-carousel').label[locale] });
    const slides = carousel.locator(`[aria-roledescription="${await message(page, 'carousel.slideRoleDescription')}"]`);
    const live = carousel.locator('[aria-live]');

    // The rotation control comes first in the carousel: it stops the slide show, and the slides speak again.
    const stop = carousel.getByRole('button', { name: await message(page, 'carousel.autoplayStop'), exact: true });
    await tabTo(page, stop);
    await page.keyboard.press('Enter');
    const start = carousel.getByRole('button', { name: await message(page, 'carousel.autoplayStart'), exact: true });
    await expect(start).toBeFocused();
    await expect(live).toHaveAttribute('aria-live', 'polite');

    // The page declares words for the arrows and a zero-padded fraction of its five pictures.
    await expect(carousel.getByText(/^0[1-5] (\/|من) 05$/)).toBeVisible();

    // Next slide: the first picture in view leaves it (the show may have moved before it was stopped); the show stays
    // stopped once focus has left it.
    const inView = await slides.evaluateAll((all) => all.findIndex((el) => !el.hasAttribute('inert')));
    expect(inView).toBeGreaterThanOrEqual(0);
    const first = slides.nth(inView);
    const next = carousel.getByRole('button', { name: await message(page, 'carousel.next'), exact: true });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect.poll(() => inert(first)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(start).toBeAttached();

    // A gallery picture opens the lightbox by keyboard; Escape closes it and focus goes back to the picture.
    const gallery = blockOf('artisans', 'gallery');
    const picture = page.getByRole('region', { name: gallery.title![locale] }).getByRole('link', {
      name: await message(page, 'lightbox.enlarge', { alt: gallery.pictures[1]!.alt[locale] }),
    });
    await tabTo(page, picture, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: gallery.pictures[1]!.alt[locale] })).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(picture).toBeFocused();
  });

  test(`a link in text to a picture's file opens it in the lightbox, by keyboard (${locale})`, async ({ page }) => {
    await open(page, locale, 'about');
    const span = blockOf('about', 'text')
      .paragraphs.flat()
      .find((s) => s.picture)!;
    const link = page.getByRole('link', { name: span.text[locale], exact: true });
    // The file itself, which a browser without script (or a new tab) shows.
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/media\/.+\.webp$/);
    expect((await page.request.get(href!)).headers()['content-type']).toBe('image/webp');
    await tabTo(page, link, 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const picture = dialog.getByRole('img', { name: span.text[locale] });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/${locale}/about/$`));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test(`a section folded on phones opens and closes by keyboard (${locale})`, async ({ page }) => {
    // The delivery costs fold on phones only.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, locale, 'delivery');
    const section = page_('delivery').blocks.filter((b) => b.type === 'collapsible')[1]!;
    if (section.type !== 'collapsible') throw new Error('the delivery page has two sections');
    const button = page.getByRole('button', { name: section.title[locale], exact: true });
    const content = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(content).toBeHidden();
    await tabTo(page, button, 60);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(content).toBeVisible();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(content).toBeHidden();
  });
}

// Without the journeys' console watch: the browser reports the 404 itself.
plain('an unknown page answers 404 with the shop’s page for it', async ({ page }) => {
  const response = await page.goto('/fr/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'on the page for an unknown address');
});
