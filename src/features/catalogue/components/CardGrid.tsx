import { createContext, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import { pageGridSizes } from '@shared/ui/image-sizes';

/** Columns from each breakpoint up; xs is required. */
export type GridColumns = { xs: number } & Partial<Record<Exclude<Breakpoint, 'xs'>, number>>;

/** Space between cards (theme spacing units, per breakpoint). */
export const CARD_GRID_GAP = { xs: 2, md: 3 } as const;

/** What sits beside a grid in the page's column from a breakpoint up (a sidebar and its gap, in spacing units). */
export interface GridAside {
  from: Breakpoint;
  width: number;
}

/**
 * The `sizes` of a picture that fills a card of the grid it is in (CardImage reads it): the cell's width at each
 * breakpoint, so a phone and a desktop each fetch the rendition that fits the card. Null outside a grid.
 */
export const CardSizesContext = createContext<string | null>(null);

interface Props {
  columns: GridColumns;
  /** The listing's filter sidebar beside the grid from 'lg' up: the cards are narrower by its width. */
  aside?: GridAside;
  children: ReactNode;
  'aria-hidden'?: boolean;
}

/**
 * A responsive grid with list semantics. role="list" is explicit because Safari drops the list
 * role of a <ul> whose bullets are removed, and 'list, 8 items' is worth hearing.
 */
export function CardGrid({ columns, aside, children, 'aria-hidden': ariaHidden }: Props) {
  const theme = useTheme();
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, n]) => [breakpoint, `repeat(${n}, minmax(0, 1fr))`]),
  );
  const sizes = pageGridSizes(theme, { columns, gap: CARD_GRID_GAP, aside });
  return (
    <Box
      component="ul"
      role="list"
      aria-hidden={ariaHidden || undefined}
      sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: CARD_GRID_GAP, gridTemplateColumns }}
    >
      <CardSizesContext value={sizes}>{children}</CardSizesContext>
    </Box>
  );
}
