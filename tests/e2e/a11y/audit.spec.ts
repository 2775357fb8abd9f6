import { expect, test } from '@playwright/test';
import { answerCookieNotice } from '@harness/routes';
import { waitForHydrationOnNavigation } from '../../support/hydration';
import { expectAccessible } from '../../support/axe-audit';

/**
 * The audit every journey ends with: it fails on what axe finds, experimental rules included, and drops only a
 * target the journey left half scrolled out of the window. (The plain test runner: the journeys' own fixture would
 * audit these pages again at the end.)
 */
test.beforeEach(async ({ page }) => {
  waitForHydrationOnNavigation(page);
  await answerCookieNotice(page);
  await page.goto('/fr/');
});

test('fails on a control without a name, and on one whose name is not its visible words', async ({ page }) => {
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('afterbegin', '<button type="button"></button>');
    main.insertAdjacentHTML('afterbegin', '<button type="button" aria-label="Remove the mug">Save</button>');
  });
  const audit = expectAccessible(page, 'after two bad buttons were added');
  await expect(audit).rejects.toThrow(/button-name/);
  await expect(audit).rejects.toThrow(/label-content-name-mismatch/);
});

test('drops a target the window’s edge cuts, and keeps one too small', async ({ page }) => {
  // Focus on the footer's last link, where accepting the cookies leaves it: the home carousel's arrows are then cut
  // by the window's top, and axe, measuring the part it sees, finds them too small and too close to the slides.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nos artisans' }).focus();
  const previous = page.getByRole('button', { name: 'Diapositive précédente' }).first();
  expect(await previous.evaluate((b) => b.getBoundingClientRect().top)).toBeLessThan(0);
  await expectAccessible(page, 'with the arrows cut by the window’s top');
  // Two 12 px buttons side by side in full view: too small and too close, and kept.
  await page.evaluate(() => {
    const pair = document.createElement('p');
    pair.innerHTML = '<button type="button">x</button><button type="button">y</button>';
    pair.querySelectorAll('button').forEach((b) => b.setAttribute('style', 'width:12px;height:12px;padding:0'));
    document.querySelector('footer')!.prepend(pair);
    pair.scrollIntoView();
  });
  await expect(expectAccessible(page, 'with two 12 px buttons side by side')).rejects.toThrow(/target-size/);
});
