import type { ReactNode } from 'react';
import { Box } from '@mui/material';

interface Props {
  /** The filter sidebar; null when there is none (or while it is off-canvas, ≤ 991 px). */
  sidebar: ReactNode;
  children: ReactNode;
}

/**
 * The listing's columns: above 991 px the filter sidebar sits at the start, beside the products; at 991 px and
 * below the products take the whole width and the sidebar is an off-canvas drawer.
 */
export function ListingLayout({ sidebar, children }: Props) {
  return (
    <Box
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: sidebar ? `${theme.spacing(34)} minmax(0, 1fr)` : 'minmax(0, 1fr)',
        },
        columnGap: 4,
        alignItems: 'start',
      })}
    >
      {sidebar && <Box>{sidebar}</Box>}
      <Box sx={{ minInlineSize: 0 }}>{children}</Box>
    </Box>
  );
}
