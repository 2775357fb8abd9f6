import type { Page } from '@playwright/test';
import type { CheckOutcome } from './outcome';

interface TargetFinding {
  target: string;
  summary: string;
  review: boolean;
}

/** In-page (serialised): every visible pointer target, measured against WCAG 2.2 SC 2.5.8 and its exceptions. */
function measureTargets(): { examined: number; findings: TargetFinding[] } {
  const MIN = 24 - 0.05;
  const { selectorOf, describe, isHidden, isInert, targetSelector } = window.__a11y;
  /** Under something else at its centre (page content behind a fixed cookie notice): not a target there and then. */
  const covered = (el: Element) => {
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return (
      hit !== null &&
      !el.contains(hit) &&
      !hit.contains(el) &&
      !Array.from((el as HTMLInputElement).labels ?? []).some((l) => l.contains(hit))
    );
  };
  const elements = Array.from(document.querySelectorAll(targetSelector)).filter(
    (el) =>
      !isInert(el) &&
      !(el as HTMLButtonElement).disabled &&
      el.getAttribute('aria-disabled') !== 'true' &&
      !isHidden(el) &&
      getComputedStyle(el).pointerEvents !== 'none' &&
      !covered(el),
  );

  /** The target's region: the element, plus the visible labels that activate it. */
  const regionOf = (el: Element): DOMRect => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (const label of Array.from((el as HTMLInputElement).labels ?? [])) {
      if (isHidden(label)) continue;
      const r = label.getBoundingClientRect();
      [left, top, right, bottom] = [
        Math.min(left, r.left),
        Math.min(top, r.top),
        Math.max(right, r.right),
        Math.max(bottom, r.bottom),
      ];
    }
    return new DOMRect(left, top, right - left, bottom - top);
  };

  /** Inline exception: an inline target inside a block that also holds text of its own (a link in a sentence). */
  const inSentence = (el: Element): boolean => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (owner && !owner.closest(targetSelector) && node.textContent?.trim()) return true;
    }
    return false;
  };

  const regions = elements.map((el) => ({ el, rect: regionOf(el) }));
  const undersized = regions.filter(({ rect }) => rect.width < MIN || rect.height < MIN);
  const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
  const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
  /** Distance from a point to a rectangle (0 inside). */
  const distance = ([x, y]: readonly [number, number], r: DOMRect) =>
    Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));

  const findings: TargetFinding[] = [];
  for (const { el, rect } of undersized) {
    if (inSentence(el)) continue;
    const size = `${Math.round(rect.width * 10) / 10}×${Math.round(rect.height * 10) / 10} px`;
    const style = getComputedStyle(el);
    if (
      el.localName === 'input' &&
      style.appearance !== 'none' &&
      /checkbox|radio|range|color|date/.test((el as HTMLInputElement).type)
    ) {
      findings.push({
        target: selectorOf(el),
        summary: `${describe(el)}: ${size}; a browser control, the user-agent exception may apply`,
        review: true,
      });
      continue;
    }
    // Spacing exception: a 24 px circle on the target's centre meets no other target nor another undersized target's circle.
    const c = centre(rect);
    const clash =
      regions.find(({ el: other, rect: r }) => !related(el, other) && distance(c, r) < 12 - 0.05) ??
      undersized.find(
        ({ el: other, rect: r }) =>
          !related(el, other) && Math.hypot(c[0] - centre(r)[0], c[1] - centre(r)[1]) < 24 - 0.05,
      );
    if (clash) {
      findings.push({
        target: selectorOf(el),
        summary: `${describe(el)}: ${size}, and its 24 px circle meets ${describe(clash.el)}`,
        review: false,
      });
    }
  }
  return { examined: regions.length, findings };
}

/** WCAG 2.2 SC 2.5.8 Target Size (Minimum), exceptions included (equivalent and essential ones need a human). */
export async function checkTargetSize(page: Page): Promise<CheckOutcome> {
  const { examined, findings } = await page.evaluate(measureTargets);
  return {
    rule: 'target-size-minimum',
    criteria: ['2.5.8'],
    help: 'Pointer targets are at least 24×24 CSS px or spaced so a 24 px circle around each meets no other target',
    examined,
    failures: findings.filter((f) => !f.review).map(({ target, summary }) => ({ target, summary })),
    review: findings.filter((f) => f.review).map(({ target, summary }) => ({ target, summary })),
  };
}
