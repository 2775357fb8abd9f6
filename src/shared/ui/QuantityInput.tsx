import { useId } from 'react';
import { Box, ButtonBase } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { fieldLimits, raiseToMin, resetAboveMax, stepQuantity, type QuantityLimits } from '@domain/quantity';
import { useIntl } from 'react-intl';
import { quantityMessages } from './quantity-messages';

export interface QuantityInputProps {
  /** The field's text, as an <input type="number"> holds it. */
  value: string;
  onChange: (value: string) => void;
  limits: QuantityLimits;
  /** Visible label; 'Quantity' by default. */
  label?: string;
  /** The product the quantity is for, read after the label by screen readers. */
  describedBy?: string;
  disabled?: boolean;
}

const stepButton = (theme: Theme) => ({
  inlineSize: theme.shop.layout.touchTarget,
  blockSize: theme.shop.layout.touchTarget,
  fontSize: theme.typography.h4.fontSize,
  color: theme.palette.text.primary,
  '&.Mui-disabled': { color: theme.palette.text.disabled },
});

/**
 * A quantity field with minus and plus buttons: the buttons step within
 * min, max and step; leaving the field raises a value below min to min and resets one above max to max. Sold
 * individually, the quantity is 1 and the field is not shown. The buttons stay enabled at the limits (they do
 * nothing there), so focus is never lost from a button that disables itself.
 */
export function QuantityInput({ value, onChange, limits, label, describedBy, disabled = false }: QuantityInputProps) {
  const intl = useIntl();
  const id = useId();
  const field = fieldLimits(limits);
  if (field.hidden) return null;

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 'bold' }}>
        {label ?? intl.formatMessage(quantityMessages.label)}
      </Box>
      <Box
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          border: `1px solid ${theme.palette.divider}`,
          borderRadius: `${theme.shop.radii.sm}px`,
          inlineSize: 'fit-content',
        })}
      >
        <ButtonBase
          aria-label={intl.formatMessage(quantityMessages.decrease)}
          aria-controls={id}
          disabled={disabled}
          onClick={() => onChange(stepQuantity(value, -1, limits))}
          sx={stepButton}
        >
          <span aria-hidden="true">−</span>
        </ButtonBase>
        <Box
          component="input"
          id={id}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max ?? undefined}
          step={field.step}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          onBlur={() => onChange(resetAboveMax(raiseToMin(value, limits), limits))}
          sx={(theme) => ({
            inlineSize: '4em',
            blockSize: theme.shop.layout.touchTarget,
            border: 0,
            textAlign: 'center',
            font: 'inherit',
            color: 'inherit',
            backgroundColor: 'transparent',
            MozAppearance: 'textfield',
            '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
          })}
        />
        <ButtonBase
          aria-label={intl.formatMessage(quantityMessages.increase)}
          aria-controls={id}
          disabled={disabled}
          onClick={() => onChange(stepQuantity(value, 1, limits))}
          sx={stepButton}
        >
          <span aria-hidden="true">+</span>
        </ButtonBase>
      </Box>
    </Box>
  );
}
