import { useId } from 'react';
import { TextField } from '@mui/material';
import { useIntl } from '@shared/i18n/intl';
import { ORDER_BY, type OrderBy } from '@domain/listing';

interface Props {
  value: OrderBy;
  onChange: (orderby: OrderBy) => void;
  disabled?: boolean;
}

/**
 * WooCommerce's sort order, applied as soon as an option is chosen (spec §2), as WooCommerce does with its
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
      label={intl.formatMessage({ id: 'listing.sort.label' })}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as OrderBy)}
      slotProps={{ select: { native: true } }}
      sx={(theme) => ({
        minInlineSize: theme.spacing(30),
        '& .MuiInputBase-root': { minBlockSize: theme.shop.layout.touchTarget },
      })}
    >
      {ORDER_BY.map((orderby) => (
        <option key={orderby} value={orderby}>
          {intl.formatMessage({ id: `listing.sort.${orderby}` })}
        </option>
      ))}
    </TextField>
  );
}
