import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { Box, Button } from '@mui/material';
import { CountBadge } from '@shared/ui/CountBadge';
import TuneIcon from '@mui/icons-material/Tune';
import { filterMessages } from '../../filter-messages';

export interface FilterDrawerButtonProps {
  /** Active filters (activeFilterCount): said in the name, shown as a badge. */
  activeCount: number;
  open: boolean;
  /** The drawer's id, while it is open. */
  drawerId: string;
  onClick(): void;
  ref?: Ref<HTMLButtonElement>;
}

/** The 'Filters' button that opens the off-canvas filters at 991px or less. */
export function FilterDrawerButton({ activeCount, open, drawerId, onClick, ref }: FilterDrawerButtonProps) {
  const intl = useIntl();
  const title = intl.formatMessage(filterMessages.filtersTitle);
  return (
    <Button
      ref={ref}
      variant="outlined"
      startIcon={<TuneIcon aria-hidden="true" />}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? drawerId : undefined}
      onClick={onClick}
    >
      {title}
      {/* Named by its words, the count said after them (the badge is drawn only): 'Filters (3 active)'. */}
      {activeCount > 0 && (
        <Box component="span" sx={{ display: 'inline-flex', marginInlineStart: 1 }}>
          <CountBadge count={activeCount} color="primary" />
          <VisuallyHidden>
            {' '}
            {intl.formatMessage(filterMessages.filtersButtonActive, { count: activeCount })}
          </VisuallyHidden>
        </Box>
      )}
    </Button>
  );
}
