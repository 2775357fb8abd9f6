import { useRef } from 'react';
import { Box } from '@mui/material';
import type { BundleItemLimits } from '@domain/bundles';
import { QuantityInput } from '@shared/ui/QuantityInput';

interface Props {
  text: string;
  limits: BundleItemLimits;
  /** The element naming the item, read after the field's label. */
  nameId: string;
  /** A keystroke: checked later. */
  onType: (text: string) => void;
  /** A plus or minus press, or the field left: checked at once. */
  onCommit: (text: string) => void;
}

/**
 * An optional bundle's item quantity: the product page's stepper (minus, the number, plus; stepQuantity within the
 * item's min and max, minus never below 0). The stepper reports buttons and typing alike, so a press is told apart
 * by the click that carries it (seen on the way down, before the button acts): it is checked at once, a keystroke
 * 1000 ms after the last one.
 */
export function BundleItemQuantity({ text, limits, nameId, onType, onCommit }: Props) {
  const pressing = useRef(false);
  return (
    <Box
      onClickCapture={(event: React.MouseEvent) => {
        pressing.current = (event.target as Element).closest('button') !== null;
      }}
      onBlur={(event: React.FocusEvent) => {
        if (event.target instanceof HTMLInputElement) onCommit(event.target.value);
      }}
    >
      <QuantityInput
        value={text}
        limits={{ ...limits, soldIndividually: false }}
        describedBy={nameId}
        onChange={(value) => {
          const press = pressing.current;
          pressing.current = false;
          if (press) onCommit(value);
          else onType(value);
        }}
      />
    </Box>
  );
}
