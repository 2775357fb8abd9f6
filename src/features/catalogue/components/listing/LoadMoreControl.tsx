import { useRef, type MouseEvent, type RefObject } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useIntl, type IntlShape } from 'react-intl';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useAutoLoad } from './useAutoLoad';
import { listingMessages } from '../../listing-messages';

export type LoadTrigger = 'keyboard' | 'pointer' | 'scroll';

interface Props {
  mode: 'load-more' | 'infinite';
  hasMore: boolean;
  loading: boolean;
  /** The grid, for infinite scroll's threshold. */
  results: RefObject<HTMLElement | null>;
  /** How the load was asked for: the keyboard's press takes focus to the first new product, the others do not. */
  onLoad: (trigger: LoadTrigger) => void;
  /** 'N more products loaded', said once the page has arrived. */
  announcement: string;
  /**
   * Set when more products match than the listing holds (a search past the server's ranking window): how many it
   * holds. The end then says 'Only 1,000 products are shown', not 'All products are shown'.
   */
  listedOnly?: number;
}

/** What the end of the listing says once every page is shown: all products, or only those the listing holds. */
export function endOfListingText(intl: IntlShape, listedOnly?: number): string {
  return listedOnly === undefined
    ? intl.formatMessage(listingMessages.allShown)
    : intl.formatMessage(listingMessages.allShownMore, { total: listedOnly });
}

/**
 * The end of a load-more or infinite listing. The button stays in both modes: it is how keyboard and switch users
 * load more (scrolling loads too, never focusing), and while a page loads it stays focusable, aria-disabled, with
 * a spinner. When every page is shown it gives way to 'All products are shown' (or, past a search's ranking window,
 * 'Only 1,000 products are shown'). Announcements go to a polite status region that is always present, so they are
 * spoken even though the button has gone.
 */
export function LoadMoreControl({ mode, hasMore, loading, results, onLoad, announcement, listedOnly }: Props) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  useAutoLoad({ mode, enabled: hasMore && !loading, button, results, onLoad: () => onLoad('scroll') });

  // A click from Enter or Space has no pointer position: detail is 0.
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (!loading) onLoad(event.detail === 0 ? 'keyboard' : 'pointer');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, marginBlock: 4 }}>
      {hasMore ? (
        <Button
          ref={button}
          variant="outlined"
          aria-disabled={loading || undefined}
          startIcon={loading ? <CircularProgress size="1em" color="inherit" aria-hidden="true" /> : undefined}
          onClick={press}
        >
          {intl.formatMessage(listingMessages.loadMore)}
        </Button>
      ) : (
        <Typography color="text.secondary" align="center">
          {endOfListingText(intl, listedOnly)}
        </Typography>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
