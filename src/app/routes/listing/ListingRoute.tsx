import { useLocation, useParams } from 'react-router-dom';
import { isLocale } from '@domain/locales';
import { listingPath, parsePageSegment } from '@features/catalogue/model/listing-query';
import { NotFoundPage } from '../NotFoundPage';
import { ListingPage } from './ListingPage';
import { Redirect } from '../Redirect';

/**
 * `/:locale/shop[/page/:page]` and `/:locale/category/:slug[/page/:page]` (a search is either with `?s=`).
 * '/page/1' is the listing's own address said twice: it is replaced by the address without it. A page segment
 * that is not a page number shows the not-found page.
 */
export function ListingRoute() {
  const { locale, slug, page: pageSegment } = useParams();
  const { search } = useLocation();
  const segment = parsePageSegment(pageSegment);
  const category = slug ?? null;
  if (segment.kind === 'invalid' || !isLocale(locale)) return <NotFoundPage />;
  if (segment.kind === 'first-page') return <Redirect to={`${listingPath(locale, category)}${search}`} />;
  // A new locale or category is a new page: its state (and previous answer) starts afresh.
  return <ListingPage key={`${locale}:${category ?? ''}`} category={category} page={segment.page} />;
}
