/** What the harness and the journeys do on a page of the live shop: its first-visit state, hydration, its words. */
import type { Page } from '@playwright/test';
import { messageTexts } from '@i18n/message-texts';
import { isLocale } from '@domain/locales';
import { COOKIE_NOTICE_STORAGE_KEY } from '@features/notices/model/consent';
import { HYDRATED_ATTRIBUTE } from '@app/ssr/hydration-mark';

/** First-visit state without the cookie notice: the visitor answered it ('no') before this page loaded. */
export async function answerCookieNotice(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'no');
  }, COOKIE_NOTICE_STORAGE_KEY);
}

/** Waits until the client has taken the server's HTML over (`<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** A message of the shop in the locale the page is showing (`<html lang>`). */
export async function message(page: Page, id: string, values: Record<string, string> = {}): Promise<string> {
  const lang = await page.locator('html').getAttribute('lang');
  const text = messageTexts[isLocale(lang) ? lang : 'fr'][id];
  if (!text) throw new Error(`No message "${id}"`);
  return Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);
}

/** The message as a pattern, its `{placeholders}` matching any text. */
export async function messagePattern(page: Page, id: string): Promise<RegExp> {
  const text = await message(page, id);
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+');
  return new RegExp(`^${escaped}$`);
}
