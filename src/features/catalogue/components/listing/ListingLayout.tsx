import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { SkipLink } from '@shared/ui/SkipLink';
import { listingMessages } from '../../listing-messages';
import type { GridAside } from '../CardGrid';

interface Props {
  /** The filter sidebar (FilterAside); null when there is none. */
  sidebar: ReactNode;
  children: ReactNode;
}

/** Width of the sidebar's column and the gap after it (theme spacing units). */
const SIDEBAR = { width: 34, gap: 4 } as const;

/** What the sidebar takes beside the products from 'lg' up: the product grid's cards are narrower by it. */
export const LISTING_SIDEBAR_ASIDE: GridAside = { from: 'lg', width: SIDEBAR.width + SIDEBAR.gap };

/**
 * The listing's columns: above 991 px the filter sidebar sits at the start, beside the products; at 991 px and
 * below the products take the whole width (the filters are off canvas, FilterOffCanvas in the toolbar). Switched by
 * CSS, so the server's HTML has the right columns at every width and nothing moves when the page comes alive.
 */
export function ListingLayout({ sidebar, children }: Props) {
  const intl = useIntl();
  const productsId = useId();
  return (
    <Box
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: sidebar ? `${theme.spacing(SIDEBAR.width)} minmax(0, 1fr)` : 'minmax(0, 1fr)',
        },
        columnGap: SIDEBAR.gap,
        alignItems: 'start',
      })}
    >
      {sidebar && (
        // A keyboard user meets the products without crossing every filter first.
        <Box sx={{ display: { xs: 'none', lg: 'block' }, position: 'relative' }}>
          <SkipLink targetId={productsId} label={intl.formatMessage(listingMessages.skipToProducts)} />
          {sidebar}
        </Box>
      )}
      <Box id={productsId} tabIndex={-1} sx={{ minInlineSize: 0, outline: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}
