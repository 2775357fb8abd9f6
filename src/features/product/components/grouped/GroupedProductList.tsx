import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { GroupedItem } from '@entities/product/model/types';
import { groupedMessages } from '../../grouped-messages';
import { GroupedItemRow } from './GroupedItemRow';

interface Props {
  items: GroupedItem[];
  /** Told after the cart accepted an add (the quick view closes). */
  onAdded?: () => void;
  /** The list heading's level; each product's name is one below. */
  headingLevel?: 2 | 3;
}

/**
 * A grouped product's products, in its order, under a heading: a list a screen reader counts, each bought on its
 * own (WooCommerce's grouped product table, laid out as rows that fit a phone).
 */
export function GroupedProductList({ items, onAdded, headingLevel = 2 }: Props) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography component={`h${headingLevel}`} variant="h4" id={headingId}>
        {intl.formatMessage(groupedMessages.heading)}
      </Typography>
      {items.length === 0 ? (
        <Typography>{intl.formatMessage(groupedMessages.empty)}</Typography>
      ) : (
        <Box
          component="ul"
          sx={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            borderBlockStart: `1px solid ${theme.palette.divider}`,
          })}
        >
          {items.map((item) => (
            <GroupedItemRow key={item.id} item={item} onAdded={onAdded} nameLevel={headingLevel === 2 ? 3 : 4} />
          ))}
        </Box>
      )}
    </Box>
  );
}
