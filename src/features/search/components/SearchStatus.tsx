import { useIntl } from 'react-intl';
import { Box, Button, Link, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { searchMessages } from '../messages';

export interface SearchStatusProps {
  minLength: number;
  /** False when the store turned live search off: only the form remains. */
  liveEnabled: boolean;
  /** The field holds a query long enough to search. */
  hasQuery: boolean;
  busy: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Products matching the query, once the server answered. */
  total: number | null;
  /** More than `total` products match (the server ranks at most its ranking window): 'More than N products found'. */
  moreThanTotal: boolean;
  suggestion: string | null;
  onSuggestion: (suggestion: string) => void;
}

/**
 * What the live search is doing, in a polite status region that exists from the start, so screen readers hear
 * 'Searching…' and then the number of products found ('More than 1,000 products found' past the server's ranking
 * window). The suggestion and the retry sit outside it: they are controls, not announcements.
 */
export function SearchStatus(props: SearchStatusProps) {
  const { minLength, liveEnabled, hasQuery, busy, failed, total, moreThanTotal, suggestion } = props;
  const intl = useIntl();
  const message = !liveEnabled
    ? ''
    : !hasQuery
      ? intl.formatMessage(searchMessages.hint, { count: minLength })
      : busy
        ? intl.formatMessage(searchMessages.searching)
        : failed
          ? intl.formatMessage(searchMessages.error)
          : total !== null
            ? intl.formatMessage(moreThanTotal ? searchMessages.foundMore : searchMessages.found, { count: total })
            : '';

  return (
    <Box sx={(theme: Theme) => ({ display: 'grid', gap: theme.spacing(1) })}>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minBlockSize: '1.5em' }}>
        {message}
      </Typography>
      {failed && hasQuery && (
        <Box>
          <Button variant="outlined" onClick={props.onRetry}>
            {intl.formatMessage(searchMessages.retry)}
          </Button>
        </Box>
      )}
      {suggestion && hasQuery && !busy && (
        <Typography variant="body1">
          <Link
            component="button"
            type="button"
            onClick={() => props.onSuggestion(suggestion)}
            sx={{ font: 'inherit' }}
          >
            {intl.formatMessage(searchMessages.suggestion, { suggestion })}
          </Link>
        </Typography>
      )}
    </Box>
  );
}
