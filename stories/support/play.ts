/** Steps shared by play functions. Elements are found by role and accessible name, in the story's locale. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { API_WAIT, msg } from './api';

/**
 * Presses the hamburger and returns the drawer it opened (in a portal). The drawer is reached through the
 * button's aria-controls rather than a role query over the whole document, which is slow on a full page.
 * Returns null when there is no hamburger (desktop widths show the menu bar instead).
 */
export async function openMobileMenu(canvasElement: HTMLElement, locale: Locale): Promise<HTMLElement | null> {
  const hamburger = within(canvasElement).queryByRole('button', { name: msg(locale, 'nav.mobile.open') });
  if (!hamburger) return null;
  await userEvent.click(hamburger);
  // The drawer's portal mounts a render after the button says it is expanded.
  const drawer = await waitFor(() => {
    const element = canvasElement.ownerDocument.getElementById(hamburger.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('The menu drawer is not open');
    return element;
  }, API_WAIT);
  await expect(drawer).toHaveAttribute('role', 'dialog');
  await expect(drawer).toHaveAccessibleName(msg(locale, 'nav.mobile.title'));
  return drawer;
}
