import type { Page } from '@playwright/test';
import { waitForHydration } from '@harness/routes';

/**
 * Makes the page's navigations, a visit or a reload, end once the client has taken the server's HTML over: a
 * server-rendered page looks finished before its scripts have run, and a click or key press before then is lost.
 */
export function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
}
