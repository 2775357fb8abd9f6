import type { Page } from '@playwright/test';
import type { Box, PictureAreas } from './compare';

/** The part of the page a capture keeps. */
export type Clip = Box;

/**
 * The screen, when an open dialog, drawer or menu has locked the page's scrolling: the shopper cannot scroll to
 * what lies below it (and the page's own snapshot already holds that). Undefined while the page scrolls.
 */
export async function lockedClip(page: Page): Promise<Clip | undefined> {
  return page.evaluate(() => {
    const locked = [document.documentElement, document.body].some((el) => getComputedStyle(el).overflowY === 'hidden');
    if (!locked) return undefined;
    const { scrollWidth, scrollHeight } = document.documentElement;
    const width = Math.min(innerWidth, scrollWidth - Math.floor(scrollX));
    const height = Math.min(innerHeight, scrollHeight - Math.floor(scrollY));
    return { x: Math.floor(scrollX), y: Math.floor(scrollY), width, height };
  });
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

/**
 * The pictures shown in a capture, in its pixels: each `<img>` that has loaded, cut to what its scrolling and
 * clipping ancestors let show (a carousel's hidden slides are not pictures of the capture); and every element that
 * draws something (a background, a border, a shadow, text, an icon) on a picture without holding it.
 */
export async function pictureAreas(page: Page, clip?: Clip): Promise<PictureAreas> {
  const areas = await page.evaluate(() => {
    type Rect = { left: number; top: number; right: number; bottom: number };
    const shown: { img: HTMLImageElement; rect: Rect }[] = [];
    for (const img of Array.from(document.images)) {
      if (!img.complete || !img.naturalWidth || getComputedStyle(img).visibility === 'hidden') continue;
      let { left, top, right, bottom } = img.getBoundingClientRect();
      for (let el = img.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
        const box = el.getBoundingClientRect();
        [left, top] = [Math.max(left, box.left), Math.max(top, box.top)];
        [right, bottom] = [Math.min(right, box.right), Math.min(bottom, box.bottom)];
      }
      if (right - left >= 3 && bottom - top >= 3) shown.push({ img, rect: { left, top, right, bottom } });
    }
    const draws = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') return false;
      if (el instanceof SVGSVGElement || ['IMG', 'CANVAS', 'INPUT', 'VIDEO'].includes(el.tagName)) return true;
      const clear = (colour: string) => colour === 'transparent' || colour.endsWith(', 0)');
      return (
        !clear(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none' ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
            !clear(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
        ) ||
        Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '')
      );
    };
    const toPage = ({ left, top, right, bottom }: Rect) => ({
      x: left + scrollX,
      y: top + scrollY,
      width: right - left,
      height: bottom - top,
    });
    const over: Rect[] = [];
    if (shown.length) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const on = shown.some(
          ({ img, rect }) =>
            el !== img &&
            !el.contains(img) &&
            r.left < rect.right &&
            r.right > rect.left &&
            r.top < rect.bottom &&
            r.bottom > rect.top,
        );
        if (on && draws(el)) over.push(r);
      }
    }
    return { pictures: shown.map(({ rect }) => toPage(rect)), over: over.map(toPage) };
  });
  const shift = (b: Clip) => (clip ? { ...b, x: b.x - clip.x, y: b.y - clip.y } : b);
  return { pictures: areas.pictures.map(shift), over: areas.over.map(shift) };
}
