import type { ReactNode } from 'react';
import { Box } from '@mui/material';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Columns from each breakpoint up; xs is required. */
export type GridColumns = { xs: number } & Partial<Record<Exclude<Breakpoint, 'xs'>, number>>;

interface Props {
  columns: GridColumns;
  children: ReactNode;
  'aria-hidden'?: boolean;
}

/**
 * A responsive grid with list semantics. role="list" is explicit because Safari drops the list
 * role of a <ul> whose bullets are removed, and 'list, 8 items' is worth hearing.
 */
export function CardGrid({ columns, children, 'aria-hidden': ariaHidden }: Props) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, n]) => [breakpoint, `repeat(${n}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component="ul"
      role="list"
      aria-hidden={ariaHidden || undefined}
      sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns }}
    >
      {children}
    </Box>
  );
}
