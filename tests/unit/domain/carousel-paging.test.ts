import { describe, expect, it } from 'vitest';
import {
  autoplayIndex,
  fractionParts,
  initialSlideOffset,
  keepInView,
  pageOf,
  pageStarts,
  shouldLoop,
  showPagination,
  stepIndex,
  visibleSlides,
} from '@domain/carousel-paging';

describe('carousel behaviour', () => {
  it("loops only when items is 'auto' or there are more slides than items per view", () => {
    expect(shouldLoop(true, 3, 4)).toBe(true);
    expect(shouldLoop(true, 3, 3)).toBe(false);
    expect(shouldLoop(true, 'auto', 1)).toBe(true);
    expect(shouldLoop(false, 1, 8)).toBe(false);
  });

  it('hides the pagination with one page', () => {
    expect(pageStarts(1, 1, 1, false)).toEqual([0]);
    expect(pageStarts(3, 4, 1, false)).toEqual([0]);
    expect(showPagination(pageStarts(3, 4, 1, false).length)).toBe(false);
    expect(showPagination(pageStarts(2, 1, 1, false).length)).toBe(true);
  });

  it('starts pages a group apart, the last one with the last slide at the end of the view', () => {
    expect(pageStarts(8, 3, 3, false)).toEqual([0, 3, 5]);
    expect(pageStarts(8, 3, 1, false)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageStarts(8, 3, 3, true)).toEqual([0, 3, 6]);
    expect(pageStarts(5, 1, 1, true)).toEqual([0, 1, 2, 3, 4]);
    expect(pageStarts(1, 1, 1, true)).toEqual([0]);
    expect(pageStarts(4, 'auto', 1, false)).toEqual([0, 1, 2, 3]);
    expect(pageOf(4, [0, 3, 5])).toBe(1);
    expect(pageOf(5, [0, 3, 5])).toBe(2);
  });

  it('knows the slides in view (the others are inert)', () => {
    expect(visibleSlides(0, 8, 1, false)).toEqual([0]);
    expect(visibleSlides(6, 8, 3, false)).toEqual([5, 6, 7]);
    expect(visibleSlides(7, 8, 3, true)).toEqual([7, 0, 1]);
    expect(visibleSlides(0, 2, 4, false)).toEqual([0, 1]);
  });

  it('steps a group at a time, stops at the ends without loop and wraps with it', () => {
    const options = { slideCount: 8, perView: 3 as const, group: 3, loop: false };
    expect(stepIndex(0, 1, options)).toBe(3);
    expect(stepIndex(3, 1, options)).toBe(5);
    expect(stepIndex(5, 1, options)).toBeNull();
    expect(stepIndex(0, -1, options)).toBeNull();
    expect(stepIndex(7, 1, { ...options, perView: 1, group: 1, loop: true })).toBe(0);
    expect(stepIndex(0, -1, { ...options, perView: 1, group: 1, loop: true })).toBe(7);
  });

  it('autoplays to the next slide, rewinds at the end, and stops on the last only when configured to', () => {
    const options = { slideCount: 3, perView: 1 as const, group: 1, loop: false };
    expect(autoplayIndex(0, options)).toBe(1);
    expect(autoplayIndex(2, options)).toBe(0);
    expect(autoplayIndex(2, { ...options, stopOnLast: true })).toBeNull();
    expect(autoplayIndex(0, { ...options, reverse: true })).toBe(2);
    expect(autoplayIndex(0, { ...options, slideCount: 1 })).toBeNull();
  });

  it('scrolls a thumbnail strip the least to keep the chosen one in view', () => {
    expect(keepInView(2, 0, 4, 8)).toBe(0);
    expect(keepInView(5, 0, 4, 8)).toBe(2);
    expect(keepInView(1, 3, 4, 8)).toBe(1);
    expect(keepInView(7, 0, 4, 8)).toBe(4);
    expect(keepInView(2, 0, 4, 3)).toBe(0);
  });

  it('formats fractions plain or zero-padded to two digits', () => {
    expect(fractionParts(2, 5)).toEqual({ current: '2', total: '5' });
    expect(fractionParts(2, 5, 'padded')).toEqual({ current: '02', total: '05' });
    expect(fractionParts(12, 14, 'padded')).toEqual({ current: '12', total: '14' });
  });

  describe('where a slide is drawn when the carousel starts (as keen-slider places it)', () => {
    // In px for a 403 px view of 4 slides 8 px apart (94.75 px each): what keen-slider 6.8 sets, measured in Chromium.
    // keen-slider rounds to whole pixels its own way: within a pixel.
    const px = ({ widths, gutters }: { widths: number; gutters: number }) => widths * 94.75 + gutters * 8;
    const near = (actual: number[], expected: number[]) =>
      actual.forEach((value, i) => expect(Math.abs(value - expected[i]!)).toBeLessThanOrEqual(1));
    const four = (rtl: boolean, loop = false) => ({ slideCount: 6, perView: 4, loop, rtl });

    it('left to right: each slide a gutter further along, the row moved back to the first slide shown', () => {
      expect([0, 1, 2, 3].map((i) => initialSlideOffset(i, 0, four(false)))).toEqual([
        { widths: 0, gutters: 0 },
        { widths: 0, gutters: 1 },
        { widths: 0, gutters: 2 },
        { widths: 0, gutters: 3 },
      ]);
      near(
        [0, 1, 2, 5].map((i) => px(initialSlideOffset(i, 2, four(false)))),
        [-206, -198, -190, -166],
      );
    });

    it('right to left: the reversed row moved from the left edge to the right one', () => {
      near(
        [0, 1, 2, 3].map((i) => px(initialSlideOffset(i, 0, four(true)))),
        [308, 111, -87, -284],
      );
      near(
        [0, 1, 2, 5].map((i) => px(initialSlideOffset(i, 2, four(true)))),
        [514, 316, 119, -474],
      );
    });

    it('without loop, starts no later than where the last slides fill the view; with loop, comes round', () => {
      expect(initialSlideOffset(0, 5, four(false))).toEqual(initialSlideOffset(0, 2, four(false)));
      const one = { slideCount: 3, perView: 1, loop: true, rtl: false };
      // The first slide comes right after the last one, shown first.
      expect(initialSlideOffset(0, 2, one)).toEqual({ widths: 1, gutters: 1 });
      expect(initialSlideOffset(2, 2, one)).toEqual({ widths: -2, gutters: 0 });
    });
  });
});
