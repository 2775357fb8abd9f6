import { useId } from 'react';
import { TextField } from '@mui/material';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ORDER_BY, type OrderBy } from '@domain/listing';
import { listingMessages } from '../../listing-messages';

const ORDER_BY_LABEL: Record<OrderBy, MessageDescriptor> = {
  menu_order: listingMessages.sortMenuOrder,
  popularity: listingMessages.sortPopularity,
  rating: listingMessages.sortRating,
  date: listingMessages.sortDate,
  price: listingMessages.sortPrice,
  'price-desc': listingMessages.sortPriceDesc,
};

interface Props {
  value: OrderBy;
  onChange: (orderby: OrderBy) => void;
  disabled?: boolean;
}

/**
 * WooCommerce's sort order, applied as soon as an option is chosen, as WooCommerce does with its
 * `select.orderby`. A native select: the platform's own picker on phones, screen readers and in both directions,
 * and no overlay that hides the page from assistive technology while focus is still on the field.
 */
export function SortSelect({ value, onChange, disabled = false }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <TextField
      id={id}
      select
      size="small"
      label={intl.formatMessage(listingMessages.sortLabel)}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as OrderBy)}
      slotProps={{ select: { native: true } }}
      sx={(theme) => ({
        flex: { xs: '1 1 auto', sm: '0 0 auto' },
        minInlineSize: { xs: 0, sm: theme.spacing(30) },
        '& .MuiInputBase-root': { minBlockSize: theme.shop.layout.touchTarget },
      })}
    >
      {ORDER_BY.map((orderby) => (
        <option key={orderby} value={orderby}>
          {intl.formatMessage(ORDER_BY_LABEL[orderby])}
        </option>
      ))}
    </TextField>
  );
}
