import type { Breakpoint, Theme } from '@mui/material/styles';
import { gridSlotSizes, type GridSlotLayout } from '@domain/media';
import { PAGE_GUTTER } from './PageContainer';

/** A value per breakpoint, mobile first: xs is required, each other applies from its breakpoint up. */
export type FromBreakpoint = { xs: number } & Partial<Record<Exclude<Breakpoint, 'xs'>, number>>;

export interface PageGrid {
  /** Columns of the grid. */
  columns: FromBreakpoint;
  /** Space between columns, in theme spacing units. */
  gap: FromBreakpoint;
  /** What sits beside the grid in the page's column from a breakpoint up (a sidebar and its gap), in spacing units. */
  aside?: { from: Breakpoint; width: number };
}

const ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** The value in force at a breakpoint: its own, or the nearest narrower one's. */
function at(values: Partial<Record<Breakpoint, number>>, breakpoint: Breakpoint): number {
  for (let i = ORDER.indexOf(breakpoint); i >= 0; i--) {
    const value = values[ORDER[i]!];
    if (value !== undefined) return value;
  }
  return 0;
}

/**
 * The `sizes` of a picture that fills one cell of a grid in the page's content column (PageContainer): the cell's
 * width at each breakpoint, from the theme's breakpoints, spacing and container width and the page's gutters, so a
 * phone and a desktop each fetch the rendition that fits the cell (gridSlotSizes).
 */
export function pageGridSizes(theme: Theme, { columns, gap, aside }: PageGrid): string {
  const unit = (n: number) => Number.parseFloat(theme.spacing(n));
  const changes = ORDER.filter(
    (b) =>
      b === 'xs' ||
      columns[b as keyof FromBreakpoint] !== undefined ||
      gap[b as keyof FromBreakpoint] !== undefined ||
      PAGE_GUTTER[b as keyof typeof PAGE_GUTTER] !== undefined ||
      aside?.from === b,
  );
  const layouts: GridSlotLayout[] = changes.map((b) => ({
    from: theme.breakpoints.values[b],
    columns: at(columns, b),
    gap: unit(at(gap, b)),
    gutter: unit(at(PAGE_GUTTER, b)),
    aside: aside && ORDER.indexOf(b) >= ORDER.indexOf(aside.from) ? unit(aside.width) : 0,
  }));
  return gridSlotSizes(layouts, theme.shop.layout.containerMax);
}
