import { Alert, Link } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { listingMessages } from '../../listing-messages';

interface Props {
  /** The address parameters at fault, as the address spells them. */
  params: string[];
  /** The listing's address without its filters. */
  clearHref: string;
}

/**
 * The address carries a filter the shop cannot read (a hand-edited or outdated link): instead of a listing that
 * silently ignores it, say which parameter is wrong and offer the listing without filters.
 */
export function InvalidParamsAlert({ params, clearHref }: Props) {
  const intl = useIntl();
  const names = intl.formatList(
    params.map((name) => intl.formatMessage(listingMessages.quoted, { name })),
    { type: 'conjunction' },
  );
  return (
    <Alert severity="warning" sx={{ marginBlock: 3 }}>
      {intl.formatMessage(listingMessages.invalidParams, { count: params.length, names })}{' '}
      <Link component={RouterLink} to={clearHref} color="inherit" sx={{ fontWeight: 'fontWeightBold' }}>
        {intl.formatMessage(listingMessages.clearFilters)}
      </Link>
    </Alert>
  );
}
