import type { Page } from '@playwright/test';

/**
 * What assistive technology gets from the settled page, as text: Playwright's ARIA snapshot of the whole document
 * (roles, names, states such as checked, expanded, pressed, disabled, level; portals included), then its live
 * regions with their politeness, which the snapshot leaves out. Link addresses are left out: they are not heard,
 * and some carry a key or token of the run.
 */
export async function readTree(page: Page): Promise<string> {
  const snapshot = await page.locator('body').ariaSnapshot({ timeout: 15_000 });
  const lines = snapshot.split('\n').filter((line) => !/^\s*- \/url: /.test(line));
  const depth = (line: string | undefined) => (line === undefined ? -1 : line.length - line.trimStart().length);
  // A link whose only child was its address ends as a leaf, without the colon that opened its children.
  const tree = lines
    .map((line, i) => (line.endsWith(':') && depth(lines[i + 1]) <= depth(line) ? line.slice(0, -1) : line))
    .join('\n');
  const live = await page.evaluate(() => {
    const LIVE = { alert: 'assertive', status: 'polite', log: 'polite', timer: 'off', marquee: 'off' } as const;
    const words = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const hidden = (el: Element) => Boolean(el.closest('[aria-hidden="true"], [inert], [hidden]'));
    return [...document.querySelectorAll('[aria-live], [role="alert"], [role="status"], [role="log"]')]
      .filter((el) => !hidden(el))
      .map((el) => {
        const role = el.getAttribute('role') ?? '';
        const politeness = el.getAttribute('aria-live') ?? LIVE[role as keyof typeof LIVE] ?? 'off';
        const atomic = el.getAttribute('aria-atomic') === 'true' ? ' atomic' : '';
        return `- ${role || el.tagName.toLowerCase()} [live=${politeness}${atomic}]: ${JSON.stringify(words(el))}`;
      });
  });
  return `${tree}\n# live regions\n${live.length ? live.join('\n') : '(none)'}\n`;
}
