import { expect, type Page } from '@playwright/test';

/**
 * A recorder of what screen readers would announce: changes to the content of live regions
 * (`aria-live` polite/assertive, roles status, alert and log). Installed before the page's own
 * scripts run, it keeps every announcement of the document in `window.__announcements`.
 */
export interface Announcement {
  text: string;
  politeness: 'polite' | 'assertive';
  /** The region's role or `aria-live` value, for messages. */
  source: string;
  /**
   * False when the region arrived in the DOM already holding this text: screen readers do not
   * reliably announce that, except for role="alert".
   */
  reliable: boolean;
  at: number;
}

declare global {
  interface Window {
    __announcements?: Announcement[];
  }
}

/** In-page (serialised with addInitScript): self-contained. */
function installRecorder(): void {
  if (window.__announcements) return;
  const records: Announcement[] = [];
  window.__announcements = records;
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
  const seen = new WeakSet<Element>();

  const politenessOf = (region: Element): Announcement['politeness'] => {
    const live = region.getAttribute('aria-live');
    if (live === 'assertive' || live === 'polite') return live;
    return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
  };
  const silent = (region: Element) => {
    if (region.closest('[aria-hidden="true"], [hidden], [inert]')) return true;
    const style = getComputedStyle(region);
    return style.display === 'none' || style.visibility === 'hidden';
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const regionsIn = (node: Node): Element[] => {
    if (!(node instanceof Element)) return [];
    return [...(node.matches(LIVE) ? [node] : []), ...Array.from(node.querySelectorAll(LIVE))];
  };

  new MutationObserver((mutations) => {
    // What each region would say for this batch: the whole region when it is new or aria-atomic,
    // else only what was added or changed (aria-relevant's default, additions and text).
    const said = new Map<Element, { inserted: boolean; parts: string[] }>();
    for (const mutation of mutations) {
      for (const node of Array.from(mutation.addedNodes)) {
        for (const region of regionsIn(node)) {
          if (seen.has(region)) continue;
          seen.add(region);
          said.set(region, { inserted: true, parts: [] });
        }
      }
      const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const region = target?.closest(LIVE);
      if (!region) continue;
      seen.add(region);
      const entry = said.get(region) ?? { inserted: false, parts: [] };
      said.set(region, entry);
      if (mutation.type === 'characterData') entry.parts.push(squash(mutation.target.textContent));
      else mutation.addedNodes.forEach((node) => entry.parts.push(squash(node.textContent)));
    }
    said.forEach(({ inserted, parts }, region) => {
      const whole = inserted || region.getAttribute('aria-atomic') === 'true';
      const text = whole ? squash(region.textContent) : squash(parts.join(' '));
      if (!text || silent(region)) return;
      records.push({
        text,
        politeness: politenessOf(region),
        source: region.getAttribute('role') ?? `aria-live=${region.getAttribute('aria-live')}`,
        reliable: !inserted || region.getAttribute('role') === 'alert',
        at: Math.round(performance.now()),
      });
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Starts recording on every document the page loads from now on. */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(installRecorder);
}

export async function announcements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => window.__announcements ?? []);
}

/**
 * Waits until a reliable announcement matching `text` has been made on the current document. The text is compared
 * as the recorder keeps announcements, its spaces squashed (a French narrow space before '!' included).
 */
export async function expectAnnouncement(page: Page, text: string | RegExp, politeness?: Announcement['politeness']) {
  const expected = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : text;
  await expect
    .poll(
      async () => {
        const made = await announcements(page);
        return made.some(
          (a) =>
            a.reliable &&
            (!politeness || a.politeness === politeness) &&
            (typeof expected === 'string' ? a.text === expected : expected.test(a.text)),
        );
      },
      { message: `announcement ${String(text)}` },
    )
    .toBe(true);
}
