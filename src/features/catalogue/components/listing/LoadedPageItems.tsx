import { useGetListingQuery } from '@features/catalogue/listing-api';
import type { ListingLayout } from '@features/catalogue/model/listing-layout';
import type { ListingRequest } from '@features/catalogue/model/listing-query';
import { ListingItems } from './ListingItems';

interface Props {
  request: ListingRequest;
  layout: ListingLayout;
}

/**
 * A page loaded earlier with load more, shown above the current one. It reads the page from RTK Query's cache (a
 * request only when the cache has dropped it, e.g. back to a load-more address after a while).
 */
export function LoadedPageItems({ request, layout }: Props) {
  const { currentData } = useGetListingQuery(request);
  if (!currentData) return null;
  return <ListingItems items={currentData.items} layout={layout} page={request.page} />;
}
