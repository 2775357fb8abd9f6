import { Box, PaginationItem } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paginationRange } from '@features/catalogue/model/listing-pagination';
import { listingMessages } from '../../listing-messages';

interface Props {
  page: number;
  pageCount: number;
  /** The address of a page, with the listing's filters. */
  hrefFor: (page: number) => string;
}

const itemSx = { margin: 0 } as const;

/**
 * Numbered pages as real links (they open in a new tab and work without script), in a navigation landmark named
 * 'Pagination'. The current page is a link to itself marked aria-current (not a button that does nothing); ends
 * that go nowhere are left out rather than disabled. MUI's item flips the previous/next chevrons in right-to-left
 * locales.
 */
export function ListingPagination({ page, pageCount, hrefFor }: Props) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const pageLabel = (n: number) => intl.formatMessage(listingMessages.page, { page: n });
  return (
    <Box component="nav" aria-label={intl.formatMessage(listingMessages.pagination)} sx={{ marginBlock: 4 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        {page > 1 && (
          <li>
            <PaginationItem
              type="previous"
              component={RouterLink}
              to={hrefFor(page - 1)}
              rel="prev"
              aria-label={intl.formatMessage(listingMessages.paginationPrevious)}
              sx={itemSx}
            />
          </li>
        )}
        {paginationRange(page, pageCount).map((entry) =>
          entry.type === 'ellipsis' ? (
            <li key={`ellipsis-${entry.position}`} aria-hidden="true">
              <PaginationItem type={entry.position === 'start' ? 'start-ellipsis' : 'end-ellipsis'} sx={itemSx} />
            </li>
          ) : entry.page === page ? (
            <li key={entry.page}>
              <PaginationItem
                type="page"
                page={entry.page}
                selected
                component={RouterLink}
                to={hrefFor(entry.page)}
                aria-current="page"
                aria-label={pageLabel(entry.page)}
                sx={itemSx}
              />
            </li>
          ) : (
            <li key={entry.page}>
              <PaginationItem
                type="page"
                page={entry.page}
                component={RouterLink}
                to={hrefFor(entry.page)}
                aria-label={pageLabel(entry.page)}
                sx={itemSx}
              />
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <PaginationItem
              type="next"
              component={RouterLink}
              to={hrefFor(page + 1)}
              rel="next"
              aria-label={intl.formatMessage(listingMessages.paginationNext)}
              sx={itemSx}
            />
          </li>
        )}
      </Box>
    </Box>
  );
}
