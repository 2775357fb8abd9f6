/**
 * What a content page's carousel may declare beside its slides, and what the shop's carousel makes of it: items,
 * group and gutter per breakpoint, speed, loop, autoplay (its delay, direction and whether it stops on the last
 * slide), the arrows' style and the pagination's. Written once for the store's check, the seed and the components.
 */
import { CAROUSEL_BREAKPOINTS, CAROUSEL_DEFAULTS, type CarouselBreakpoint, type CarouselConfig } from '../carousel';
import type { FractionStyle } from '../carousel-paging';

export type CarouselItems = Partial<Record<CarouselBreakpoint, number>>;
/** Slides one step of the arrows moves; 'inherit' moves a whole view. */
export type CarouselGroups = Partial<Record<CarouselBreakpoint, number | 'inherit'>>;
/** Space between slides, in px. */
export type CarouselGutters = Partial<Record<CarouselBreakpoint, number>>;

export const CAROUSEL_NAV_STYLES = ['icons', 'text', 'none'] as const;
export type CarouselNavStyle = (typeof CAROUSEL_NAV_STYLES)[number];
/** Bullets, a fraction ('2 / 5'), the fraction zero-padded ('02 / 05'), or none. */
export const CAROUSEL_PAGINATIONS = ['bullets', 'fraction', 'fraction-padded', 'none'] as const;
export type CarouselPaginationStyle = (typeof CAROUSEL_PAGINATIONS)[number];

export interface CarouselBlockOptions {
  items?: CarouselItems;
  group?: CarouselGroups;
  gutter?: CarouselGutters;
  /** Transition in ms. */
  speed?: number;
  loop?: boolean;
  /** Delay in ms; absent: no autoplay. */
  autoplay?: number;
  /** Autoplay moves backwards. */
  autoplayReverse?: boolean;
  /** Autoplay stops on the last slide instead of going back to the first (without loop). */
  stopOnLast?: boolean;
  /** Arrows as icons over the slides' edges, as the words 'Prev' and 'Next' under them, or none. */
  nav?: CarouselNavStyle;
  pagination?: CarouselPaginationStyle;
}

/** Limits a declared carousel keeps within. */
export const CAROUSEL_BLOCK_LIMITS = { items: 8, gutter: 64, speedMin: 0, speedMax: 3000 } as const;

/** The carousel's props a block's options come to. */
export interface BlockCarousel {
  config: CarouselConfig;
  loop: boolean;
  speed: number;
  nav: CarouselNavStyle;
  pagination: 'bullets' | 'fraction' | 'none';
  fractionStyle: FractionStyle;
  autoplay: false | { delay: number; reverse: boolean; stopOnLast: boolean };
}

/**
 * A page's carousel that declares no items shows 3 slides, and 1 on a phone: up to mobile_extra (575 px), which the
 * smallest breakpoint falls back to.
 */
export function blockItems(items: CarouselItems | undefined): CarouselItems {
  return (
    items ?? { desktop: CAROUSEL_DEFAULTS.pageBuilderItems, mobile_extra: CAROUSEL_DEFAULTS.pageBuilderItemsMobile }
  );
}

/** A block's options as the carousel takes them; what the block leaves out takes the place's own defaults. */
export function blockCarousel(
  options: CarouselBlockOptions,
  defaults: { gutter?: CarouselGutters; pagination?: CarouselPaginationStyle } = {},
): BlockCarousel {
  const pagination = options.pagination ?? defaults.pagination ?? 'bullets';
  return {
    config: {
      items: blockItems(options.items),
      ...(options.group && { group: options.group }),
      ...((options.gutter ?? defaults.gutter) && { gutter: options.gutter ?? defaults.gutter }),
    },
    loop: options.loop ?? false,
    speed: options.speed ?? CAROUSEL_DEFAULTS.speedMs,
    nav: options.nav ?? 'icons',
    pagination: pagination === 'fraction-padded' ? 'fraction' : pagination,
    fractionStyle: pagination === 'fraction-padded' ? 'padded' : 'plain',
    autoplay: options.autoplay
      ? { delay: options.autoplay, reverse: options.autoplayReverse ?? false, stopOnLast: options.stopOnLast ?? false }
      : false,
  };
}

export type CarouselOptionError = { field: string; code: 'invalid' };

const isWhole = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** The refusals of a block's carousel options, each naming its field under `at` ('blocks.0.gutter.tablet'). */
export function carouselOptionErrors(block: Record<string, unknown>, at: string): CarouselOptionError[] {
  const errors: CarouselOptionError[] = [];
  const fail = (field: string) => errors.push({ field: `${at}.${field}`, code: 'invalid' });
  const perBreakpoint = (name: 'items' | 'group' | 'gutter', ok: (n: unknown) => boolean) => {
    const value = block[name];
    if (value === undefined) return;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(name);
    for (const [key, n] of Object.entries(value))
      if (!(CAROUSEL_BREAKPOINTS as readonly string[]).includes(key) || !ok(n)) fail(`${name}.${key}`);
  };
  const { items, gutter, speedMin, speedMax } = CAROUSEL_BLOCK_LIMITS;
  perBreakpoint('items', (n) => isWhole(n, 1, items));
  perBreakpoint('group', (n) => n === 'inherit' || isWhole(n, 1, items));
  perBreakpoint('gutter', (n) => isWhole(n, 0, gutter));
  if (block.speed !== undefined && !isWhole(block.speed, speedMin, speedMax)) fail('speed');
  if (block.autoplay !== undefined && !isWhole(block.autoplay, 1000, 60_000)) fail('autoplay');
  for (const flag of ['loop', 'autoplayReverse', 'stopOnLast'])
    if (block[flag] !== undefined && typeof block[flag] !== 'boolean') fail(flag);
  if (block.nav !== undefined && !(CAROUSEL_NAV_STYLES as readonly unknown[]).includes(block.nav)) fail('nav');
  if (block.pagination !== undefined && !(CAROUSEL_PAGINATIONS as readonly unknown[]).includes(block.pagination))
    fail('pagination');
  return errors;
}
