import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { activeFilterCount } from '@features/catalogue/model/filters';
import { useMediaMatch } from '@shared/ui/useMediaMatch';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { FilterDrawer } from './FilterDrawer';
import { FilterDrawerButton } from './FilterDrawerButton';
import { filterMessages } from '../../filter-messages';

export interface FilterSidebarProps extends FilterPanelProps {
  /** Products matching the filters, for the drawer's 'Show N results'. */
  resultCount?: number;
}

/**
 * The filters as a sidebar: an <aside> named 'Filters', shown above 991px ('lg', the spec's 991px boundary) and
 * hidden by CSS at 991px or less, so the page is right at every width from its first paint (server rendering, no
 * media query read in script). The page places it in its start column (ListingLayout).
 */
export function FilterAside({ resultCount: _resultCount, ...panel }: FilterSidebarProps) {
  const intl = useIntl();
  const titleId = `${useId()}-title`;
  return (
    <Box component="aside" aria-labelledby={titleId} sx={{ display: { xs: 'none', lg: 'block' } }}>
      <Typography id={titleId} component="h2" variant="h3" sx={{ marginBlockEnd: 1 }}>
        {intl.formatMessage(filterMessages.filtersTitle)}
      </Typography>
      <FilterPanel {...panel} />
    </Box>
  );
}

/**
 * The filters off canvas: a 'Filters' button, shown at 991px or less and hidden by CSS above, that opens them in a
 * drawer. The page places it where the button goes (the listing's toolbar) and keeps it mounted while only the query
 * changes, or an open drawer would close at each change. A drawer left open when the window grows past 991px closes,
 * as the sidebar takes over.
 */
export function FilterOffCanvas({ resultCount, ...panel }: FilterSidebarProps) {
  const theme = useTheme();
  const wide = useMediaMatch(`(min-width:${theme.breakpoints.values.lg}px)`);
  const drawerId = `${useId()}-drawer`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // Following a category link leaves this listing: the drawer closes (filters change only the query, and keep it).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }
  if (open && wide) setOpen(false);

  // Focus goes back to the button after MUI's own restoration, even where a click does not focus (Safari).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <Box sx={{ display: { xs: 'contents', lg: 'none' } }}>
        <FilterDrawerButton
          ref={buttonRef}
          activeCount={activeFilterCount(panel.filters)}
          open={open}
          drawerId={drawerId}
          onClick={() => setOpen(true)}
        />
      </Box>
      <FilterDrawer open={open} onClose={() => setOpen(false)} id={drawerId} resultCount={resultCount}>
        <FilterPanel {...panel} />
      </FilterDrawer>
    </>
  );
}

/**
 * The listing's filters where one element holds both (stories, a page without a toolbar): the sidebar above 991px,
 * the 'Filters' button and its drawer at 991px or less, switched by CSS. The listing page places the two parts
 * itself, FilterAside in its start column and FilterOffCanvas in its toolbar.
 */
export function FilterSidebar(props: FilterSidebarProps) {
  return (
    <>
      <FilterAside {...props} />
      <FilterOffCanvas {...props} />
    </>
  );
}
