import { useEffect, useId, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSettings } from '@shared/api/settings-api';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { productColumns } from '@features/catalogue/model/home';
import type { ListingLayout } from '@features/catalogue/model/listing-layout';
import type { ListingPage } from '@features/catalogue/model/listing-types';
import { CardGrid } from '../CardGrid';
import { LISTING_SIDEBAR_ASIDE } from './ListingLayout';
import { ListingItems } from './ListingItems';
import { ListingPagination } from './ListingPagination';
import { LoadedPageItems } from './LoadedPageItems';
import { endOfListingText, LoadMoreControl, type LoadTrigger } from './LoadMoreControl';
import { useScrollToResults } from './useScrollToResults';
import type { ListingState } from './useListingState';
import { listingMessages } from '../../listing-messages';

interface Props {
  state: ListingState;
  /** The answer shown: this address's, or the previous one while it loads. */
  data: ListingPage;
  layout: ListingLayout;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The products and the way to more of them: numbered pages, or load more / infinite scroll (settings). While a new
 * answer loads the previous products stay, aria-busy; load more appends below the pages already shown, which come
 * from the cache. After a keyboard press of 'Load more', focus moves to the first new product, so the next Tab
 * continues through the new products rather than past them; pointer and scroll loads leave focus where it is
 * (unless the pressed button went away with the last page).
 */
export function ListingResults({ state, data, layout }: Props) {
  const intl = useIntl();
  const { listing } = useSettings();
  const results = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [appended, setAppended] = useState<{ page: number; params: string; trigger: LoadTrigger } | null>(null);
  const { query, request, page, fromPage, mode } = state;
  const busy = query.isFetching;
  const appending = mode !== 'pagination' && page > fromPage && !query.currentData;
  const current = query.currentData ?? (appending ? undefined : data);
  const isAppended = appended?.page === page && appended.params === request.params && query.currentData?.page === page;

  useScrollToResults(
    results,
    `${request.category}|${request.params}|${mode === 'pagination' ? page : ''}`,
    !busy && Boolean(query.currentData),
    listing.scrollOffset,
  );

  useEffect(() => {
    if (!isAppended) return;
    // A click on the last 'Load more' removes the button it focused: focus goes on, to the new products.
    const focusLost = appended.trigger === 'pointer' && document.activeElement === document.body;
    if (appended.trigger !== 'keyboard' && !focusLost) return;
    results.current?.querySelector<HTMLElement>(`[data-first-of-page="${page}"] a`)?.focus();
  }, [isAppended, appended, page]);

  const loadMore = (trigger: LoadTrigger) => {
    setAppended({ page: page + 1, params: request.params, trigger });
    state.loadMore();
  };
  const lastPage = data.pageCount;
  // Past a search's ranking window, the last page listed is not the last product found.
  const listedOnly = data.moreThanTotal ? data.total : undefined;
  const announcement = isAppended
    ? [
        intl.formatMessage(listingMessages.loaded, { count: query.currentData?.items.length ?? 0 }),
        page >= lastPage ? endOfListingText(intl, listedOnly) : '',
      ]
        .join(' ')
        .trim()
    : '';
  const columns = layout === 'grid-one' ? { xs: 1 } : productColumns(listing.columns);

  return (
    <>
      <Box ref={results} aria-busy={busy || undefined} aria-labelledby={headingId} component="section">
        {/* The cards' names are h3: this heading keeps the outline whole where the filters' h2 is off-canvas. */}
        <VisuallyHidden as="h2" id={headingId}>
          {intl.formatMessage(listingMessages.results)}
        </VisuallyHidden>
        {/* Beside the filter sidebar from 'lg' up (ListingLayout): the cards' pictures are sized for that. */}
        <CardGrid columns={columns} aside={LISTING_SIDEBAR_ASIDE}>
          {range(fromPage, page - 1).map((earlier) => (
            <LoadedPageItems key={earlier} request={{ ...request, page: earlier }} layout={layout} />
          ))}
          {current && (
            <ListingItems
              items={current.items}
              layout={layout}
              page={current.page}
              priorityCount={fromPage === page ? listing.columns : 0}
            />
          )}
        </CardGrid>
      </Box>
      {mode === 'pagination' ? (
        <ListingPagination page={page} pageCount={data.pageCount} hrefFor={(n) => state.hrefFor(n)} />
      ) : (
        data.pageCount > 1 && (
          <LoadMoreControl
            mode={mode}
            hasMore={page < data.pageCount}
            loading={busy}
            results={results}
            onLoad={loadMore}
            announcement={announcement}
            listedOnly={listedOnly}
          />
        )
      )}
    </>
  );
}
