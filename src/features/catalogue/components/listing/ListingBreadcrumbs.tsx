import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '@shared/i18n/locale-context';
import { listingHref, listingPath } from '@features/catalogue/model/listing-query';
import type { ListingCategory } from '@features/catalogue/model/listing-types';
import { listingMessages } from '../../listing-messages';

interface Props {
  category: ListingCategory | null;
  page: number;
  /** Search text, '' when not searching. */
  search: string;
}

interface Crumb {
  label: string;
  to: string;
}

/**
 * Shop › ancestors › category › search › Page N (Shop > Handmade Mugs > Page 4). Every crumb but the
 * last links to its listing; the last is the page itself, marked aria-current so it is not mistaken for a link.
 * The separator is decoration (MUI hides it from assistive technology); '›' reads well in both directions.
 */
export function ListingBreadcrumbs({ category, page, search }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const crumbs: Crumb[] = [{ label: intl.formatMessage(listingMessages.shop), to: listingPath(locale, null) }];
  for (const ancestor of category?.ancestors ?? []) {
    crumbs.push({ label: ancestor.name, to: listingPath(locale, ancestor.slug) });
  }
  if (category) crumbs.push({ label: category.name, to: listingPath(locale, category.slug) });
  if (search) {
    crumbs.push({
      label: intl.formatMessage(listingMessages.searchTitle, { query: search }),
      to: listingHref(locale, category?.slug ?? null, 1, new URLSearchParams({ s: search })),
    });
  }
  if (page > 1) crumbs.push({ label: intl.formatMessage(listingMessages.page, { page }), to: '' });
  const current = crumbs.length - 1;

  return (
    <Breadcrumbs
      aria-label={intl.formatMessage(listingMessages.breadcrumb)}
      separator="›"
      sx={{ marginBlockEnd: 2, typography: 'body2' }}
    >
      {crumbs.map((crumb, index) =>
        index === current ? (
          <Typography key={crumb.label} variant="body2" color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ) : (
          <Link
            key={crumb.label}
            component={RouterLink}
            to={crumb.to}
            sx={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              minBlockSize: theme.shop.layout.minTarget,
            })}
          >
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
