import type { Page } from '@playwright/test';

export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the page a story's snapshot keeps: the box of everything the story drew (its elements and its
 * text), with a margin for shadows and focus rings. The whole page when the story shows something outside its
 * root (a dialog, drawer, menu or popover in a portal) or fills the screen (a page).
 */
export async function storyClip(page: Page): Promise<Clip | undefined> {
  return page.evaluate(() => {
    const MARGIN = 24;
    const root = document.getElementById('storybook-root');
    if (!root) return undefined;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    const portal = Array.from(document.body.children).some(
      (el) => el !== root && !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName) && shown(el),
    );
    if (portal) return undefined;
    const boxes = Array.from(root.querySelectorAll('*'), (el) => el.getBoundingClientRect());
    const range = document.createRange();
    range.selectNodeContents(root);
    boxes.push(...Array.from(range.getClientRects()));
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const box of boxes) {
      if (box.width === 0 && box.height === 0) continue;
      left = Math.min(left, box.left);
      top = Math.min(top, box.top);
      right = Math.max(right, box.right);
      bottom = Math.max(bottom, box.bottom);
    }
    if (!Number.isFinite(left)) return undefined;
    const page = document.documentElement;
    const x = Math.max(0, Math.floor(left + scrollX - MARGIN));
    const y = Math.max(0, Math.floor(top + scrollY - MARGIN));
    const width = Math.min(page.scrollWidth, Math.ceil(right + scrollX + MARGIN)) - x;
    const height = Math.min(page.scrollHeight, Math.ceil(bottom + scrollY + MARGIN)) - y;
    if (width >= innerWidth && height >= innerHeight) return undefined;
    return { x, y, width, height };
  });
}
