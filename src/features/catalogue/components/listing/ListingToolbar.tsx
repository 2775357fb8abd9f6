import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { OrderBy } from '@domain/listing';
import type { ListingLayout } from '@features/catalogue/model/listing-layout';
import type { ResultCount as Count } from '@features/catalogue/model/listing-pagination';
import { LayoutSwitcher } from './LayoutSwitcher';
import { ResultCount } from './ResultCount';
import { SortSelect } from './SortSelect';

interface Props {
  count: Count;
  refreshMs: number;
  orderby: OrderBy;
  onSort: (orderby: OrderBy) => void;
  layout: ListingLayout;
  onLayout: (layout: ListingLayout) => void;
  /** The filters' off-canvas trigger (FilterOffCanvas): shown where the sidebar is off canvas (≤ 991 px), by CSS. */
  filtersTrigger?: ReactNode;
  /** Sorting an empty listing changes nothing: the controls stay, disabled, so the toolbar does not jump. */
  empty: boolean;
}

/** Above the products: the result count at the start; the filter trigger, the sort order and the layout at the end. */
export function ListingToolbar({ count, refreshMs, orderby, onSort, layout, onLayout, filtersTrigger, empty }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        marginBlockEnd: 3,
      }}
    >
      <ResultCount count={count} refreshMs={refreshMs} />
      {/* One row, even on a phone: filters, sort and layout side by side, the sort taking what is left. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'nowrap',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          inlineSize: { xs: '100%', sm: 'auto' },
        }}
      >
        {filtersTrigger}
        <SortSelect value={orderby} onChange={onSort} disabled={empty} />
        <LayoutSwitcher value={layout} onChange={onLayout} />
      </Box>
    </Box>
  );
}
