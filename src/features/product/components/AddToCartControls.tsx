import { useId, useState } from 'react';
import { Box, Button } from '@mui/material';
import { formatPrice } from '@domain/money';
import { clampField, type QuantityLimits } from '@domain/quantity';
import type { QuantityLimits as ShownLimits, Selection, Variation, VariationMessage } from '@domain/variations';
import { useAddToCartMutation } from '@shared/api/cart-api';
import { errorMessageId, type ApiError } from '@shared/api/problem';
import { cartProblemValues } from '@shared/api/problem-values';
import { useSettings } from '@shared/api/settings-api';
import { useIntl } from '@shared/i18n/intl';
import { useLocale } from '@shared/i18n/locale-context';
import { QuantityInput } from '@shared/ui/QuantityInput';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { variationMessageId } from '../variation-messages';
import { AddedToCartNotice } from './AddedToCartNotice';

interface Props {
  productId: number;
  productName: string;
  /** 'enabled', or why not (spec §4 'Variation add-to-cart button'). */
  button: 'enabled' | 'selection-needed' | 'unavailable';
  /** The message a click on the disabled button shows. */
  alert: VariationMessage | null;
  variation: Variation | null;
  selection: Selection;
  limits: ShownLimits;
  /** Told after the cart accepted the add (spec §4 step 6: the quick view closes). */
  onAdded?: () => void;
}

const fieldLimits = (limits: ShownLimits): QuantityLimits => ({
  min: limits.min,
  max: limits.max,
  step: 1,
  soldIndividually: limits.fixed,
});

/** The attributes the matched variation leaves as 'any': the cart needs the shopper's term for them. */
function anyAttributes(variation: Variation | null, selection: Selection): Record<string, string> {
  if (!variation) return {};
  return Object.fromEntries(Object.entries(selection).filter(([attribute]) => !variation.attributes[attribute]));
}

/**
 * Quantity and the add-to-cart button. A button that cannot add stays focusable (aria-disabled) and says why: its
 * reason is its description, and a click shows it as an alert (spec §8). After an add, the 'added' state with a
 * 'View cart' link; a server error is shown inline in the shopper's language.
 */
export function AddToCartControls({
  productId,
  productName,
  button,
  alert,
  variation,
  selection,
  limits,
  onAdded,
}: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const { priceFormat } = useSettings();
  const reasonId = useId();
  const quantityLimits = fieldLimits(limits);
  const [quantity, setQuantity] = useState(() => String(Math.max(1, limits.min)));
  const [shownLimits, setShownLimits] = useState(limits);
  const [clicked, setClicked] = useState(false);
  const [addToCart, result] = useAddToCartMutation();
  if (shownLimits.min !== limits.min || shownLimits.max !== limits.max || shownLimits.fixed !== limits.fixed) {
    // A newly matched variation's limits apply at once (spec §5: clamped between min_qty and max_qty).
    setShownLimits(limits);
    setQuantity(clampField(quantity, quantityLimits));
  }
  const [answeredFor, setAnsweredFor] = useState(variation?.id ?? null);
  if (answeredFor !== (variation?.id ?? null)) {
    setAnsweredFor(variation?.id ?? null);
    setClicked(false);
    result.reset();
  }

  const enabled = button === 'enabled';
  const busy = result.isLoading;
  const reason = alert ? intl.formatMessage({ id: variationMessageId(alert) }) : null;
  const error = result.error as ApiError | undefined;

  const add = () => {
    if (!enabled) {
      setClicked(true);
      return;
    }
    if (busy) return;
    void addToCart({
      locale,
      productId,
      ...(variation ? { variationId: variation.id, attributes: anyAttributes(variation, selection) } : {}),
      quantity: Number(clampField(quantity, quantityLimits)),
    }).then((answer) => {
      if (!('error' in answer)) onAdded?.();
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <QuantityInput value={quantity} onChange={setQuantity} limits={quantityLimits} />
        <Button
          variant="contained"
          size="large"
          aria-disabled={!enabled || busy || undefined}
          aria-describedby={reason ? reasonId : undefined}
          onClick={add}
          sx={{ minBlockSize: (theme) => theme.shop.layout.touchTarget, '&[aria-disabled="true"]': { opacity: 0.6 } }}
        >
          {intl.formatMessage({ id: busy ? 'product.adding' : 'product.addToCart' })}
        </Button>
        {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
      </Box>
      {clicked && reason && <StatusAlert severity="warning">{reason}</StatusAlert>}
      {error && (
        <StatusAlert severity="error">
          {intl.formatMessage(
            { id: errorMessageId(error, intl.messages) },
            cartProblemValues(error.params, (minor) => formatPrice(minor, priceFormat)),
          )}
        </StatusAlert>
      )}
      <AddedToCartNotice added={result.isSuccess} productName={productName} />
    </Box>
  );
}
