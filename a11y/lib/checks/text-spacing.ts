import type { Page } from '@playwright/test';
import type { CheckOutcome } from './outcome';

/** The WCAG 1.4.12 metrics, as in the W3C text-spacing bookmarklet. */
const SPACING_CSS = `
* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-block-end: 2em !important; }`;

/**
 * In-page (serialised): text nodes that an ancestor with hidden or clipped overflow cuts off. Marks them
 * on the first call, and on the second call returns only those newly cut off.
 */
function clippedText(phase: string): { examined: number; clipped: { target: string; summary: string }[] } {
  const state = window as unknown as { __a11yClipped?: WeakSet<Node> };
  const before = phase === 'before' ? new WeakSet<Node>() : (state.__a11yClipped ?? new WeakSet<Node>());
  const { selectorOf, isHidden } = window.__a11y;
  const clipped: { target: string; summary: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let examined = 0;
  /** Each element's clipping box, computed once per pass (most elements clip nothing). */
  const clips = new Map<
    Element,
    { x: boolean; y: boolean; left: number; top: number; right: number; bottom: number } | null
  >();
  const clipOf = (box: Element) => {
    if (clips.has(box)) return clips.get(box) ?? null;
    const style = getComputedStyle(box);
    const x = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const y = style.overflowY === 'hidden' || style.overflowY === 'clip';
    let clip = null;
    if (x || y) {
      const outer = box.getBoundingClientRect();
      const left = outer.left + box.clientLeft;
      const top = outer.top + box.clientTop;
      clip = { x, y, left, top, right: left + box.clientWidth, bottom: top + box.clientHeight };
    }
    clips.set(box, clip);
    return clip;
  };
  /** Inside a collapsed disclosure (a toggle with aria-expanded="false" controls it): the user can expand it. */
  const collapsed = (box: Element) => {
    for (let node: Element | null = box; node && node !== document.body; node = node.parentElement) {
      if (!node.id) continue;
      const toggle = document.querySelector(`[aria-expanded="false"][aria-controls~="${CSS.escape(node.id)}"]`);
      if (toggle && !isHidden(toggle)) return true;
    }
    return false;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!owner || !node.textContent?.trim() || owner.closest('script, style, noscript')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    // No boxes: not rendered.
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length || getComputedStyle(owner).visibility !== 'visible') continue;
    examined += 1;
    let cutBy: Element | null = null;
    for (let box: Element | null = owner; box && box !== document.body && !cutBy; box = box.parentElement) {
      const clip = clipOf(box);
      if (!clip) continue;
      const outside = rects.some(
        (r) =>
          (clip.x && (r.left < clip.left - 1 || r.right > clip.right + 1)) ||
          (clip.y && (r.top < clip.top - 1 || r.bottom > clip.bottom + 1)),
      );
      if (outside) cutBy = box;
    }
    // Text hidden on purpose (the visually-hidden pattern, for screen readers) is never read on screen, whenever it
    // arrives: a status announced between the two passes is not text the spacing cut off.
    if (!cutBy || collapsed(cutBy) || isHidden(owner)) continue;
    if (phase === 'before') {
      before.add(node);
    } else if (!before.has(node) && clipped.length < 15) {
      const text = node.textContent.replace(/\s+/g, ' ').trim().slice(0, 50);
      clipped.push({ target: selectorOf(owner), summary: `"${text}" is cut off by ${selectorOf(cutBy)}` });
    }
  }
  state.__a11yClipped = before;
  return { examined, clipped };
}

/** WCAG 1.4.12 Text Spacing: no text is lost when the user raises line, paragraph, letter and word spacing. */
export async function checkTextSpacing(page: Page): Promise<CheckOutcome> {
  await page.evaluate(clippedText, 'before');
  // A constructed style sheet: the shop's CSP refuses a <style> tag without its nonce.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    (window as unknown as { __a11ySpacing?: CSSStyleSheet }).__a11ySpacing = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, SPACING_CSS);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { examined, clipped } = await page.evaluate(clippedText, 'after');
  await page.evaluate(() => {
    const sheet = (window as unknown as { __a11ySpacing?: CSSStyleSheet }).__a11ySpacing;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return {
    rule: 'text-spacing',
    criteria: ['1.4.12'],
    help: 'No text is cut off when line, paragraph, letter and word spacing are increased (WCAG 1.4.12 metrics)',
    examined,
    failures: clipped,
    review: [],
  };
}
