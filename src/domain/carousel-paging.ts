/**
 * How a carousel moves: the loop rule, pages and the slides in view, steps of a group, autoplay's next slide, a
 * thumbnail strip that follows, and fractions. Plain TypeScript, the companion of carousel.ts (its values).
 */
import type { ItemsPerView } from './carousel';

/** With loop set, looping is on only when items is 'auto' or there are more slides than items per view. */
export function shouldLoop(loopRequested: boolean, perView: ItemsPerView, slideCount: number): boolean {
  return loopRequested && (perView === 'auto' || slideCount > perView);
}

/**
 * The first slide of each page. A step moves `group` slides; without loop the last page starts where the last
 * slide is at the end of the view. With 'auto' items each slide starts a page.
 */
export function pageStarts(slideCount: number, perView: ItemsPerView, group: number, loop: boolean): number[] {
  if (slideCount <= 0) return [0];
  if (perView === 'auto') return Array.from({ length: slideCount }, (_, i) => i);
  const step = Math.max(1, group);
  const starts: number[] = [];
  if (loop) {
    for (let start = 0; start < slideCount; start += step) starts.push(start);
    return starts;
  }
  const last = Math.max(0, slideCount - perView);
  for (let start = 0; start < last; start += step) starts.push(start);
  starts.push(last);
  return starts;
}

/** The page a slide index is on: the last page starting at or before it. */
export function pageOf(index: number, starts: number[]): number {
  let page = 0;
  starts.forEach((start, i) => {
    if (start <= index) page = i;
  });
  return page;
}

/** Pagination is hidden when there is only one page. */
export function showPagination(pageCount: number): boolean {
  return pageCount > 1;
}

/** The slides in view when `index` is the first one: the others are inert. */
export function visibleSlides(index: number, slideCount: number, perView: number, loop: boolean): number[] {
  if (slideCount <= 0) return [];
  const count = Math.min(perView, slideCount);
  const first = loop
    ? ((index % slideCount) + slideCount) % slideCount
    : Math.min(Math.max(index, 0), slideCount - count);
  return Array.from({ length: count }, (_, i) => (loop ? (first + i) % slideCount : first + i));
}

/** The index one step (a group) before or after, or null at an end without loop. */
export function stepIndex(
  index: number,
  direction: 1 | -1,
  { slideCount, perView, group, loop }: { slideCount: number; perView: ItemsPerView; group: number; loop: boolean },
): number | null {
  if (slideCount <= 1) return null;
  const last = perView === 'auto' ? slideCount - 1 : Math.max(0, slideCount - perView);
  const target = index + direction * Math.max(1, group);
  if (loop) return ((target % slideCount) + slideCount) % slideCount;
  if (direction === 1 && index >= last) return null;
  if (direction === -1 && index <= 0) return null;
  return Math.min(Math.max(target, 0), last);
}

/** Autoplay's next index. At an end without loop it rewinds, or stops (null) when configured to. */
export function autoplayIndex(
  index: number,
  options: {
    slideCount: number;
    perView: ItemsPerView;
    group: number;
    loop: boolean;
    reverse?: boolean;
    stopOnLast?: boolean;
  },
): number | null {
  const direction = options.reverse ? -1 : 1;
  const next = stepIndex(index, direction, options);
  if (next !== null) return next;
  if (options.stopOnLast || options.slideCount <= 1) return null;
  const last = options.perView === 'auto' ? options.slideCount - 1 : Math.max(0, options.slideCount - options.perView);
  return direction === 1 ? 0 : last;
}

/** Scrolls a strip (thumbnails) the least so that `target` is in view; returns the strip's new first index. */
export function keepInView(target: number, first: number, perView: number, slideCount: number): number {
  const maxFirst = Math.max(0, slideCount - perView);
  let next = first;
  if (target < first) next = target;
  else if (target >= first + perView) next = target - perView + 1;
  return Math.min(Math.max(next, 0), maxFirst);
}

export type FractionStyle = 'plain' | 'padded';

/** Pagination style-03 is 'padded': current and total zero-padded to two digits ('01', '08'). */
export function fractionParts(current: number, total: number, style: FractionStyle = 'plain') {
  const show = (n: number) => (style === 'padded' ? String(n).padStart(2, '0') : String(n));
  return { current: show(current), total: show(total) };
}

/**
 * Where a slide is drawn when the carousel starts, as keen-slider places it (slides side by side in a flex row, each
 * moved by a translateX): the offset from the slide's place in the row, in slide widths and gutters, to the right.
 * Stated in CSS for the first paint (server rendering, before the slider measures), so nothing moves when it starts.
 * `first` is the slide shown first (clamped as the slider does without loop: the last slides end at the view's end).
 * Right to left, the row is reversed (flex-direction: row-reverse, as keen-slider sets it), so its first slide is
 * at the left edge, and each slide is moved to its place from the right edge.
 */
export function initialSlideOffset(
  position: number,
  first: number,
  { slideCount, perView, loop, rtl }: { slideCount: number; perView: number; loop: boolean; rtl: boolean },
): { widths: number; gutters: number } {
  const wrap = (n: number) => ((n % slideCount) + slideCount) % slideCount;
  const start = loop ? wrap(first) : Math.min(Math.max(first, 0), Math.max(0, slideCount - perView));
  // How many places after the first shown slide this one comes (with loop, the slides after the last come round).
  const after = loop ? wrap(position - start) : position - start;
  if (!rtl) return { widths: after - position, gutters: after };
  return { widths: perView - 1 - after - position, gutters: perView - 1 - after };
}
