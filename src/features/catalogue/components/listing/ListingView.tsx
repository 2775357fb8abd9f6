import { useId } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { listingParams } from '@domain/listing';
import { useGetCategoryTreeQuery } from '@entities/category/api';
import { useSettings } from '@shared/api/settings-api';
import type { ApiError } from '@shared/api/problem';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { listingHref, refusedParams } from '@features/catalogue/model/listing-query';
import { resultCount } from '@features/catalogue/model/listing-pagination';
import { productColumns } from '@features/catalogue/model/home';
import { ActiveFilters } from '../filters/ActiveFilters';
import { FilterAside, FilterOffCanvas, type FilterSidebarProps } from '../filters/FilterSidebar';
import { GridSkeleton } from '../GridSkeleton';
import { LoadError } from '../LoadError';
import { EmptyListing } from './EmptyListing';
import { InvalidParamsAlert } from './InvalidParamsAlert';
import { ListingBreadcrumbs } from './ListingBreadcrumbs';
import { ListingLayout } from './ListingLayout';
import { ListingResults } from './ListingResults';
import { ListingToolbar } from './ListingToolbar';
import { useListingLayout } from './useListingLayout';
import type { ListingState } from './useListingState';
import type { ListingTitles } from './useListingTitles';
import { PageContainer } from '@shared/ui/PageContainer';
import { sharedMessages } from '@shared/i18n/messages';

interface Props {
  state: ListingState;
  titles: ListingTitles;
}

/**
 * A listing page's content: breadcrumb, heading and description, then either an alert (address parameters the
 * shop cannot read, or a failed request) or the filters, toolbar and products. Skeletons show on the first load
 * only; later loads keep the products on screen, aria-busy.
 */
export function ListingView({ state, titles }: Props) {
  const intl = useIntl();
  const { listing } = useSettings();
  const [layout, setLayout] = useListingLayout();
  const headingId = useId();
  const { shown, query, filters, page, category } = state;
  const locale = state.request.locale;
  const { currentData: categoryTree } = useGetCategoryTreeQuery(locale);
  const error = query.error as ApiError | undefined;
  const refused =
    state.paramErrors.length > 0
      ? [...new Set(state.paramErrors.map((e) => e.param))]
      : error?.code === 'invalid_parameter'
        ? refusedParams(error.fields)
        : [];
  // Clearing the filters keeps the search: it is what the shopper asked for, not a filter.
  const clearHref = listingHref(locale, category, 1, filters.s ? new URLSearchParams({ s: filters.s }) : '');

  let body;
  if (refused.length > 0) {
    body = <InvalidParamsAlert params={refused} clearHref={clearHref} />;
  } else if (error && !shown) {
    body = <LoadError error={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!shown) {
    body = (
      <Box aria-busy="true">
        <VisuallyHidden>{intl.formatMessage(sharedMessages.commonLoading)}</VisuallyHidden>
        <GridSkeleton count={listing.pageSize} columns={productColumns(listing.columns)} ratio="1 / 1" />
      </Box>
    );
  } else {
    // The filters (src/features/catalogue/components/filters/): above 991 px the sidebar in the layout's column, at
    // 991 px and below a button in the toolbar that opens them off canvas. Both are rendered and CSS shows the one
    // for the width, so the server's HTML is right at every width and nothing moves when the page comes alive.
    const filterProps: FilterSidebarProps = {
      facets: shown.facets,
      filters,
      category: shown.category,
      categories: categoryTree ?? [],
      categoryHref: (slug) => listingHref(locale, slug, 1, listingParams(filters)),
      onChange: state.applyFilters,
      singleChoice: listing.singleChoiceFilters,
      // Past the search's ranking window the total is not the number found: the drawer says 'Show results'.
      resultCount: shown.moreThanTotal ? undefined : shown.total,
    };
    const sidebar = <FilterAside {...filterProps} />;
    const filtersTrigger = <FilterOffCanvas {...filterProps} />;
    const activeFilters = (
      <ActiveFilters
        facets={shown.facets}
        filters={filters}
        onChange={state.applyFilters}
        resultsHeadingId={headingId}
      />
    );
    body = (
      <ListingLayout sidebar={sidebar}>
        {activeFilters}
        <ListingToolbar
          count={resultCount(shown.total, page, shown.perPage, state.fromPage, shown.moreThanTotal)}
          refreshMs={listing.resultCountRefreshMs}
          orderby={filters.orderby}
          onSort={(orderby) => state.applyFilters({ ...filters, orderby })}
          layout={layout}
          onLayout={setLayout}
          filtersTrigger={filtersTrigger}
          empty={shown.total === 0}
        />
        {shown.total === 0 ? (
          <EmptyListing
            suggestion={
              shown.suggestion
                ? { text: shown.suggestion, href: state.hrefFor(1, { ...filters, s: shown.suggestion }) }
                : null
            }
          />
        ) : (
          <ListingResults state={state} data={shown} layout={layout} />
        )}
      </ListingLayout>
    );
  }

  return (
    <PageContainer paddingBlock={{ xs: 3, md: 4 }}>
      {/* A category's trail waits for its name: until then 'Shop' would wrongly be marked as the current page. */}
      {(!category || shown?.category) && (
        <ListingBreadcrumbs category={shown?.category ?? null} page={page} search={filters.s} />
      )}
      {/* Focus lands here when the last active filter is removed (ActiveFilters), hence tabIndex -1. */}
      <Typography
        id={headingId}
        tabIndex={-1}
        component="h1"
        variant="h1"
        sx={{ marginBlockEnd: 2, '&:focus': { outline: 'none' } }}
      >
        {titles.heading ?? <Skeleton sx={(theme) => ({ inlineSize: theme.spacing(30) })} aria-hidden="true" />}
        {titles.heading === null && <VisuallyHidden>{intl.formatMessage(sharedMessages.commonLoading)}</VisuallyHidden>}
      </Typography>
      {shown?.category?.description && !filters.s && (
        <Typography color="text.secondary" sx={{ marginBlockEnd: 3, maxInlineSize: '70ch' }}>
          {shown.category.description}
        </Typography>
      )}
      {body}
    </PageContainer>
  );
}
