import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_DEFAULTS,
  DEFAULT_BREAKPOINT_MIN_WIDTHS,
  PAGE_BUILDER_BREAKPOINTS,
  breakpointMinWidths,
  carouselLayouts,
  layoutAt,
  normaliseItems,
  numberOr,
  resolveGroups,
  resolveGutters,
  resolveItems,
} from '@domain/carousel';

describe('carousel breakpoints', () => {
  it('has the default minimum widths of the spec', () => {
    expect(DEFAULT_BREAKPOINT_MIN_WIDTHS).toEqual({
      mobile: 0,
      mobile_extra: 361,
      tablet: 576,
      tablet_extra: 768,
      laptop: 992,
      desktop: 1200,
      widescreen: 1600,
    });
    expect(breakpointMinWidths()).toEqual(DEFAULT_BREAKPOINT_MIN_WIDTHS);
  });

  it("turns the page builder's maximum widths into the same minimum widths", () => {
    expect(breakpointMinWidths(PAGE_BUILDER_BREAKPOINTS)).toEqual(DEFAULT_BREAKPOINT_MIN_WIDTHS);
  });

  it("leaves out the page builder's disabled breakpoints: their range goes to the one below", () => {
    expect(breakpointMinWidths({ mobile: 480, tablet: 1024 })).toEqual({ mobile: 0, tablet: 481, desktop: 1025 });
  });

  it('has the default speed, autoplay delay and zoom range', () => {
    expect(CAROUSEL_DEFAULTS.speedMs).toBe(500);
    expect(CAROUSEL_DEFAULTS.autoplayDelayMs).toBe(3000);
    expect([CAROUSEL_DEFAULTS.zoomMin, CAROUSEL_DEFAULTS.zoomMax]).toEqual([1, 3]);
  });
});

describe('carousel values and their fallbacks', () => {
  it('falls back to the default for an empty or non-numeric number', () => {
    expect(numberOr('', 500)).toBe(500);
    expect(numberOr(undefined, 500)).toBe(500);
    expect(numberOr('fast', 500)).toBe(500);
    expect(numberOr('-20', 10)).toBe(10);
    expect(numberOr('300', 500)).toBe(300);
    expect(numberOr(0, 500)).toBe(0);
  });

  it("treats 'auto-fixed' as 'auto' and an empty items value as inherited", () => {
    expect(normaliseItems('auto-fixed')).toBe('auto');
    expect(normaliseItems('auto')).toBe('auto');
    expect(normaliseItems('')).toBeNull();
    expect(normaliseItems(null)).toBeNull();
    expect(normaliseItems('4')).toBe(4);
    expect(normaliseItems('2.5')).toBe(2);
    expect(normaliseItems('0')).toBeNull();
  });

  it('follows the items chain: desktop 1 by default, widescreen and laptop from desktop, then downward', () => {
    expect(resolveItems({})).toEqual({
      mobile: 1,
      mobile_extra: 1,
      tablet: 1,
      tablet_extra: 1,
      laptop: 1,
      desktop: 1,
      widescreen: 1,
    });
    expect(resolveItems({ desktop: '4', tablet_extra: '3', mobile_extra: 'auto-fixed' })).toEqual({
      widescreen: 4,
      desktop: 4,
      laptop: 4,
      tablet_extra: 3,
      tablet: 3,
      mobile_extra: 'auto',
      mobile: 'auto',
    });
    // Widescreen is not on the path of the smaller breakpoints: laptop falls back to desktop.
    expect(resolveItems({ widescreen: 6, desktop: 4 }).laptop).toBe(4);
  });

  it('follows the same chain for gutters, desktop 0 by default, with numeric fallbacks', () => {
    expect(resolveGutters({})).toEqual(expect.objectContaining({ desktop: 0, mobile: 0 }));
    const gutters = resolveGutters({ desktop: '30', tablet: '', mobile_extra: 8, mobile: 'wide', laptop: 24 });
    expect(gutters.widescreen).toBe(30);
    expect(gutters.laptop).toBe(24);
    expect(gutters.tablet_extra).toBe(24);
    expect(gutters.tablet).toBe(24);
    // An unreadable gutter falls back like an empty one: to the breakpoint above.
    expect(gutters.mobile).toBe(8);
    expect(resolveGutters({ desktop: 'wide' }).desktop).toBe(0);
  });

  it("makes the group 1 when items is 'auto'; 'inherit' or too large a group becomes the items per view", () => {
    const items = resolveItems({ desktop: 4, tablet: 2, mobile: 'auto' });
    const groups = resolveGroups({ desktop: 'inherit', laptop: 3, tablet_extra: 9 }, items);
    expect(groups.desktop).toBe(4);
    expect(groups.widescreen).toBe(4);
    expect(groups.laptop).toBe(3);
    expect(groups.tablet_extra).toBe(4);
    // Cascades from tablet_extra (9), larger than tablet's 2 items.
    expect(groups.tablet).toBe(2);
    expect(groups.mobile_extra).toBe(2);
    expect(groups.mobile).toBe(1);
    expect(resolveGroups({}, items).desktop).toBe(1);
  });

  it('gives each breakpoint in use its layout, narrowest first, and picks the one for a viewport width', () => {
    const layouts = carouselLayouts({
      items: { desktop: 4, tablet: 2, mobile: 1 },
      gutter: { desktop: 24, mobile: 8 },
    });
    expect(layouts.map((l) => l.breakpoint)).toEqual([
      'mobile',
      'mobile_extra',
      'tablet',
      'tablet_extra',
      'laptop',
      'desktop',
      'widescreen',
    ]);
    expect(layoutAt(layouts, 390)).toMatchObject({ breakpoint: 'mobile_extra', perView: 2, gutter: 24 });
    expect(layoutAt(layouts, 360)).toMatchObject({ breakpoint: 'mobile', perView: 1, gutter: 8 });
    expect(layoutAt(layouts, 1280)).toMatchObject({ breakpoint: 'desktop', perView: 4, group: 1 });
    expect(layoutAt(layouts, 1199).breakpoint).toBe('laptop');
  });
});
