import { test as base, expect, type Page } from '@playwright/test';
import { expectAnnouncement, recordAnnouncements } from '../../support/live-regions';
import { answerCookieNotice, message } from '@harness/routes';
import { waitForHydrationOnNavigation } from '../../support/hydration';
import { expectAccessible } from '../../support/axe-audit';

/**
 * Keyboard journeys: every page records live-region announcements, and any console error or
 * warning fails the test — in particular Chrome's "Blocked aria-hidden on an element because its
 * descendant retained focus" (mui#46682), reported because the journeys start Chromium with renderer accessibility on.
 */
export const test = base.extend<{ consoleProblems: string[]; audited: void; answered: void }>({
  /** A page whose navigations end once the client has taken the server's HTML over: keys pressed before would be lost. */
  page: async ({ page }, use) => {
    waitForHydrationOnNavigation(page);
    await use(page);
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Each with the page it came from: a journey crosses many.
      const at = () => new URL(page.url()).pathname;
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()} on ${at()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror on ${at()}: ${e.message}`));
      await recordAnnouncements(page);
      await use(problems);
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * axe on the page where each journey ends, settled: states the stories and routes do not hold (a cart filled by
   * keyboard, an order just placed, a form answered) are audited with the same rules. Skipped when the journey
   * failed (its own failure says more) or closed its page.
   */
  audited: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      await expectAccessible(page, 'where the journey ends');
    },
    { auto: true },
  ],
  /** The cookie notice answered beforehand, unless a journey is about it. */
  answered: async ({ page }, use) => {
    await answerCookieNotice(page);
    await use();
  },
});

export { expect };

export const SHOP_LOCALES = ['fr', 'en', 'ar'] as const;

/** Presses Tab until `locator` has focus, failing after `limit` presses: proves it is reachable by keyboard. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`not reached by ${limit} presses of Tab`);
}

/** As a keyboard user does on a listing: Tab to 'Skip to the products' (the filters' first stop) and press it. */
export async function skipFilters(page: Page): Promise<void> {
  const skip = page.getByRole('link', { name: await message(page, 'listing.skipToProducts'), exact: true });
  await tabTo(page, skip, 60);
  await page.keyboard.press('Enter');
}

/** The accessible element that has focus, described for assertions. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} ${name}`.trim();
  });
}

/**
 * Tabs to an add-to-cart button and presses Enter: the cart drawer opens with the product's line, and the addition
 * is announced (the store opens the drawer after an add; 'cart updated' is heard while the drawer has focus).
 * Returns the drawer.
 */
export async function addToCartByKeyboard(page: Page, add: ReturnType<Page['locator']>, name: string) {
  await tabTo(page, add, 10);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });
  await expect(drawer).toBeVisible();
  await expectAnnouncement(page, await message(page, 'cart.announce.added', { name }));
  await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  return drawer;
}

/** The size attribute's name: its buttons' group is named by it ('Taille', then 'Taille : 40'; 'اختيار المقاس: 40'). */
const SIZE = { fr: 'Taille', en: 'Size', ar: 'المقاس' } as const;

/** A size reached with Tab inside `scope` (the page or a dialog) and pressed with Space: it is then the chosen one. */
export async function pressSize(
  page: Page,
  scope: Page | ReturnType<Page['locator']>,
  locale: keyof typeof SIZE,
  size: string,
): Promise<void> {
  const button = scope
    .getByRole('group', { name: new RegExp(SIZE[locale]) })
    .getByRole('button', { name: size, exact: true });
  await tabTo(page, button, 15);
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}
