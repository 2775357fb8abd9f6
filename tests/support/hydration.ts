import type { Page } from '@playwright/test';
import { waitForHydration } from '@harness/routes';

/**
 * Makes the page's navigations, a visit or a reload, end once the client has taken the server's HTML over: a
 * server-rendered page looks finished before its scripts have run, and a click or key press before then is lost.
 */
export function waitForHydrationOnNavigation(page: Page): void {
  const hydrated =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const response = await navigate(...args);
      await waitForHydration(page);
      return response;
    };
  page.goto = hydrated(page.goto.bind(page));
  page.reload = hydrated(page.reload.bind(page));
}
