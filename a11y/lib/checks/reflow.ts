import type { Page } from '@playwright/test';
import type { CheckOutcome } from './outcome';

/** In-page (serialised): does the document scroll sideways, and which painted elements stick out of it? */
function findOverflow(): {
  scrollWidth: number;
  clientWidth: number;
  offenders: { target: string; summary: string }[];
} {
  const { selectorOf, describe, isHidden } = window.__a11y;
  const root = document.documentElement;
  const width = root.clientWidth;
  const rtl = getComputedStyle(root).direction === 'rtl';
  /** Content inside its own scroll or clip container may be wider (a table, a carousel): 1.4.10 allows it. */
  const contained = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body && node !== root; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') return true;
    }
    return false;
  };
  // With a modal open (the mobile menu), the page behind it is inert: only the modal itself is judged here.
  const modal = Array.from(document.querySelectorAll('[aria-modal="true"]')).find((el) => !isHidden(el));
  const offenders: { target: string; summary: string }[] = [];
  const reported: Element[] = [];
  for (const el of Array.from((modal ?? document.body).querySelectorAll('*'))) {
    if (offenders.length >= 10) break;
    const rect = el.getBoundingClientRect();
    // Only overflow towards the end of the line is scrollable: right in LTR, left in RTL.
    const sticksOut = rtl ? rect.left < -1 : rect.right > width + 1;
    if (!sticksOut || isHidden(el) || reported.some((r) => r.contains(el)) || contained(el)) continue;
    reported.push(el);
    const by = Math.round(rtl ? -rect.left : rect.right - width);
    offenders.push({
      target: selectorOf(el),
      summary: `${describe(el)}: ${Math.round(rect.width)} px wide, ${by} px past the ${rtl ? 'left' : 'right'} edge`,
    });
  }
  return { scrollWidth: modal ? width : root.scrollWidth, clientWidth: width, offenders };
}

/** WCAG 1.4.10 Reflow: call with the viewport already at 320 CSS px wide. */
export async function checkReflow(page: Page): Promise<CheckOutcome> {
  const { scrollWidth, clientWidth, offenders } = await page.evaluate(findOverflow);
  const scrolls = scrollWidth > clientWidth + 1;
  const failures = [...offenders];
  if (scrolls && !failures.length) {
    failures.push({ target: 'html', summary: `the page is ${scrollWidth} px wide in a ${clientWidth} px viewport` });
  } else if (scrolls) {
    failures.forEach((f) => (f.summary += ` (the page scrolls sideways: ${scrollWidth} px in ${clientWidth} px)`));
  }
  return {
    rule: 'reflow-320',
    criteria: ['1.4.10'],
    help: 'At 320 CSS px wide, content reflows without horizontal scrolling',
    examined: 1,
    failures,
    review: [],
  };
}
