import { message, messagePattern } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { expect, SHOP_LOCALES, skipFilters, tabTo, test } from './fixtures';

/** Handmade Mugs: 40 products, four pages of 12 (the seeded shop). */
const MUGS = 'category/handmade-mugs';

/** Filtering and paging a listing by keyboard alone, in every locale. */
for (const locale of SHOP_LOCALES) {
  test.describe(`listing by keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('a term filter is chosen with Space, announced, removed from the active filters, and restored by Back', async ({
      page,
    }) => {
      await page.goto(`/${locale}/${MUGS}/`);
      const results = page.getByRole('region', { name: await message(page, 'listing.results'), exact: true });
      await expect(results.getByRole('heading', { level: 3 })).toHaveCount(12);
      const filters = page.getByRole('complementary');
      const term = filters.getByRole('checkbox').first();
      await tabTo(page, term, 80);
      await page.keyboard.press('Space');

      await expect(page).toHaveURL(/[?&]filter_[a-z-]+=/);
      await expect(term).toBeChecked();
      // The result count is a polite live region, refreshed once the change has settled.
      await expectAnnouncement(page, /\d/, 'polite');
      const filteredCount = await results.getByRole('heading', { level: 3 }).count();
      expect(filteredCount).toBeLessThan(12);

      const active = page.getByRole('region', { name: await message(page, 'catalogue.filters.active.title') });
      const remove = active.getByRole('button', {
        name: await messagePattern(page, 'catalogue.filters.active.remove'),
      });
      await tabTo(page, remove, 80);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/filter_/);
      await expect(results.getByRole('heading', { level: 3 })).toHaveCount(12);
      await expect(term).not.toBeChecked();

      await page.goBack();
      await expect(page).toHaveURL(/[?&]filter_[a-z-]+=/);
      await expect(term).toBeChecked();
      await expect(results.getByRole('heading', { level: 3 })).toHaveCount(filteredCount);
    });

    test('pages are links reached with Tab: page 4 has its breadcrumb and title, and Back returns to page 2', async ({
      page,
    }) => {
      await page.goto(`/${locale}/${MUGS}/`);
      const pagination = page.getByRole('navigation', { name: await message(page, 'listing.pagination'), exact: true });
      const pageTwo = pagination.getByRole('link', {
        name: await message(page, 'listing.page', { page: '2' }),
        exact: true,
      });
      // Past the filters by their skip link, then every card's choices (swatches, sizes) and buttons.
      await skipFilters(page);
      await tabTo(page, pageTwo, 320);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/${MUGS}/page/2/$`));

      const pageFour = pagination.getByRole('link', {
        name: await message(page, 'listing.page', { page: '4' }),
        exact: true,
      });
      await pageFour.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/${MUGS}/page/4/$`));
      const breadcrumb = page.getByRole('navigation', { name: await message(page, 'listing.breadcrumb'), exact: true });
      await expect(breadcrumb).toContainText(await message(page, 'listing.page', { page: '4' }));
      await expect(page).toHaveTitle(new RegExp(await message(page, 'listing.page', { page: '4' })));
      // The current page is a link to itself, marked as the current one.
      await expect(
        pagination.getByRole('link', { name: await message(page, 'listing.page', { page: '4' }), exact: true }),
      ).toHaveAttribute('aria-current', 'page');

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${MUGS}/page/2/$`));
      await expect(pagination.locator('[aria-current="page"]')).toHaveAccessibleName(
        await message(page, 'listing.page', { page: '2' }),
      );
    });
  });
}
