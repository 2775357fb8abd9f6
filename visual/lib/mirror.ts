import type { Page } from '@playwright/test';

export interface Box {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes of the visible interactive elements, in document order. */
export async function interactiveBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .map((el, index) => {
        const r = el.getBoundingClientRect();
        return { key: `${el.tagName.toLowerCase()}#${index}`, x: r.x, y: r.y, width: r.width, height: r.height };
      })
      .filter((b) => b.width > 0 && b.height > 0);
  });
}

export interface MirrorFinding {
  a: string;
  b: string;
  detail: string;
}

const sameRow = (a: Box, b: Box) =>
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > Math.min(a.height, b.height) / 2;
const leftOf = (a: Box, b: Box) => a.x + a.width <= b.x + 1;

/**
 * In RTL, two controls that sit side by side on one row must swap sides. Text widths differ
 * between languages, so positions are not compared, only the order of neighbours on a row.
 */
export function mirrorFindings(ltr: Box[], rtl: Box[]): MirrorFinding[] {
  if (ltr.length !== rtl.length) {
    return [{ a: '-', b: '-', detail: `different number of controls (${ltr.length} in LTR, ${rtl.length} in RTL)` }];
  }
  const findings: MirrorFinding[] = [];
  for (let i = 0; i < ltr.length; i += 1) {
    for (let j = i + 1; j < ltr.length; j += 1) {
      const [l1, l2, r1, r2] = [ltr[i]!, ltr[j]!, rtl[i]!, rtl[j]!];
      if (!sameRow(l1, l2) || !sameRow(r1, r2)) continue;
      const ltrOrder = leftOf(l1, l2) ? 1 : leftOf(l2, l1) ? -1 : 0;
      const rtlOrder = leftOf(r1, r2) ? 1 : leftOf(r2, r1) ? -1 : 0;
      if (ltrOrder !== 0 && ltrOrder === rtlOrder) {
        findings.push({
          a: l1.key,
          b: l2.key,
          detail: `${l1.key} stays ${ltrOrder > 0 ? 'left' : 'right'} of ${l2.key} in RTL`,
        });
      }
    }
  }
  return findings;
}
