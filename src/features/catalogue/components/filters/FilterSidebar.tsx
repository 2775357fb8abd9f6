import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { activeFilterCount } from '@features/catalogue/model/filters';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { FilterDrawer } from './FilterDrawer';
import { FilterDrawerButton } from './FilterDrawerButton';
import { filterMessages } from '../../filter-messages';

export interface FilterSidebarProps extends FilterPanelProps {
  /** Products matching the filters, for the drawer's 'Show N results'. */
  resultCount?: number;
}

/**
 * The listing's filters: a sidebar (an <aside> named 'Filters') above 991px, and at 991px or less a 'Filters'
 * button that opens them off canvas. The 'lg' breakpoint (992) is the spec's 991px boundary.
 *
 * The page places it once, where the sidebar goes (the start column of the results grid, which at 991px or less
 * should stack above the results so the button sits in the toolbar's place); it passes the parsed address as
 * `filters` and pushes `listingParams(next)` in `onChange`, and keeps this element mounted while only the query
 * changes, or an open drawer would close at each change. A page that wants the button elsewhere composes
 * FilterDrawerButton, FilterDrawer and FilterPanel itself, as this component does.
 */
export function FilterSidebar({ resultCount, ...panel }: FilterSidebarProps) {
  const intl = useIntl();
  const offCanvas = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const drawerId = `${baseId}-drawer`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // Following a category link leaves this listing: the drawer closes (filters change only the query, and keep it).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  // Focus goes back to the button after MUI's own restoration, even where a click does not focus (Safari).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!offCanvas) {
    return (
      <Box component="aside" aria-labelledby={titleId}>
        <Typography id={titleId} component="h2" variant="h3" sx={{ marginBlockEnd: 1 }}>
          {intl.formatMessage(filterMessages.filtersTitle)}
        </Typography>
        <FilterPanel {...panel} />
      </Box>
    );
  }

  return (
    <>
      <FilterDrawerButton
        ref={buttonRef}
        activeCount={activeFilterCount(panel.filters)}
        open={open}
        drawerId={drawerId}
        onClick={() => setOpen(true)}
      />
      <FilterDrawer open={open} onClose={() => setOpen(false)} id={drawerId} resultCount={resultCount}>
        <FilterPanel {...panel} />
      </FilterDrawer>
    </>
  );
}
