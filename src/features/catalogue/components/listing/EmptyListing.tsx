import { Box, Link, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { listingMessages } from '../../listing-messages';

interface Props {
  /** 'Did you mean' for a search that found nothing, with the address that searches it; null when none. */
  suggestion: { text: string; href: string } | null;
}

/** WooCommerce's 'No products were found matching your selection.', and the search suggestion as a link. */
export function EmptyListing({ suggestion }: Props) {
  const intl = useIntl();
  return (
    <Box sx={{ marginBlock: 4, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography>{intl.formatMessage(listingMessages.empty)}</Typography>
      {suggestion && (
        <Typography>
          {intl.formatMessage(listingMessages.suggestion, {
            suggestion: suggestion.text,
            link: (chunks) => (
              <Link component={RouterLink} to={suggestion.href} sx={{ fontWeight: 'fontWeightBold' }}>
                {chunks}
              </Link>
            ),
          })}
        </Typography>
      )}
    </Box>
  );
}
