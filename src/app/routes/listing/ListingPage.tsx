import type { ApiError } from '@shared/api/problem';
import { useListingState } from '@features/catalogue/components/listing/useListingState';
import { useListingTitles } from '@features/catalogue/components/listing/useListingTitles';
import { ListingView } from '@features/catalogue/components/listing/ListingView';
import { NotFoundPage } from '../NotFoundPage';
import { ListingMeta } from './ListingMeta';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { listingMessages } from '@features/catalogue/listing-messages';
import { categoryTrail } from '../../ssr/structured-data';
import { shopPath } from '@domain/page-paths';

/** The API's answers that mean 'no such listing': an unknown category, or a page past the last. */
const NOT_FOUND_CODES = new Set(['category_not_found', 'page_out_of_range']);

interface Props {
  category: string | null;
  page: number;
}

/**
 * A shop, category or search listing page: the catalogue feature does the work; the page sets the document's
 * title and description, and shows the not-found page when the API says the listing does not exist.
 */
export function ListingPage({ category, page }: Props) {
  const state = useListingState(category, page);
  const titles = useListingTitles(category, state.shown?.category ?? null, state.filters.s, page);
  const intl = useIntl();
  const locale = useLocale();
  const error = state.query.error as ApiError | undefined;
  if (error?.status === 404 && NOT_FOUND_CODES.has(error.code)) return <NotFoundPage />;
  const shown = state.shown?.category ?? null;
  const trail = [
    { name: intl.formatMessage(listingMessages.shop), path: shopPath(locale) },
    ...(shown ? categoryTrail(locale, [...shown.ancestors, shown]) : []),
  ];
  return (
    <>
      {titles.documentTitle && (
        <ListingMeta
          title={titles.documentTitle}
          description={titles.description ?? undefined}
          trail={trail}
          noindex={Boolean(state.filters.s)}
        />
      )}
      <ListingView state={state} titles={titles} />
    </>
  );
}
