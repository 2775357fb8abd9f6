import { Typography } from '@mui/material';
import { useIntl, type IntlShape } from 'react-intl';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import type { ResultCount as Count } from '@features/catalogue/model/listing-pagination';
import { useDelayedText } from './useDelayedText';
import { listingMessages } from '../../listing-messages';

/**
 * 'Showing 37–48 of 52 results', 'Showing 1–12 of more than 1,000 results', 'Showing all 5 results', 'Showing the
 * single result', or no products.
 */
export function resultCountText(intl: IntlShape, count: Count): string {
  const latn = (n: number) => intl.formatNumber(n, { numberingSystem: 'latn', useGrouping: false });
  switch (count.kind) {
    case 'none':
      return intl.formatMessage(listingMessages.countNone);
    case 'single':
      return intl.formatMessage(listingMessages.countSingle);
    case 'all':
      return intl.formatMessage(listingMessages.countAll, { total: count.total });
    case 'range':
    case 'rangeMore':
      return intl.formatMessage(count.kind === 'range' ? listingMessages.countRange : listingMessages.countRangeMore, {
        first: latn(count.first),
        last: latn(count.last),
        total: count.total,
      });
  }
}

interface Props {
  count: Count;
  /** settings.listing.resultCountRefreshMs: the spoken count follows the shown one after this delay. */
  refreshMs: number;
}

/**
 * The result count. Sighted shoppers see it change with the grid; assistive technology hears it from a polite
 * status region refreshed `refreshMs` after the last change, so a burst of filter changes is announced once; it is
 * `aria-busy` while a newer count waits. The visible copy is hidden from the accessibility tree, so it is not read
 * twice.
 */
export function ResultCount({ count, refreshMs }: Props) {
  const intl = useIntl();
  const text = resultCountText(intl, count);
  const { shown: spoken, pending } = useDelayedText(text, refreshMs);
  return (
    <>
      {/* No products: the empty listing below says so in its own words; the count would say it twice. */}
      {count.kind !== 'none' && (
        <Typography variant="body2" color="text.secondary" aria-hidden="true">
          {text}
        </Typography>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" aria-busy={pending || undefined}>
        {spoken}
      </VisuallyHidden>
    </>
  );
}
