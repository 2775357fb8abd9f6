import { useId, useState } from 'react';
import { Box, Button } from '@mui/material';
import { lineMaximum } from '@domain/cart-limits';
import { clampField, type QuantityLimits } from '@domain/quantity';
import {
  anyAttributeTerms,
  type QuantityLimits as ShownLimits,
  type Selection,
  type Variation,
  type VariationMessage,
} from '@domain/variations';
import { useAddToCart } from '@entities/cart/use-add-to-cart';
import type { ApiError } from '@shared/api/problem';
import { useSettings } from '@shared/api/settings-api';
import { useIntl } from 'react-intl';
import { QuantityInput } from '@shared/ui/QuantityInput';
import { CountBadge } from '@shared/ui/CountBadge';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { VARIATION_MESSAGE } from '@entities/product/variation-messages';
import { AddToCartOutcome } from '@entities/cart/components/AddToCartOutcome';
import { addMessages } from '@entities/cart/messages';
import { companionMessages } from '@entities/companions/messages';
import { useReportMainForm, useTogetherForMain } from '@entities/companions/BoughtTogetherContext';
import { variationRequiredText } from '@entities/companions/TogetherProblem';
import { useAddTogether } from '@entities/cart/use-add-together';

interface Props {
  productId: number;
  productName: string;
  /** 'enabled', or why not. */
  button: 'enabled' | 'selection-needed' | 'unavailable';
  /** The message a click on the disabled button shows. */
  alert: VariationMessage | null;
  variation: Variation | null;
  selection: Selection;
  limits: ShownLimits;
  /** Told after the cart accepted the add (the quick view closes). */
  onAdded?: () => void;
  /** This button's own redirect target after a successful add (before the store's cart redirect). */
  redirectTo?: string;
}

const fieldLimits = (limits: ShownLimits): QuantityLimits => ({
  min: limits.min,
  max: limits.max,
  step: 1,
  soldIndividually: limits.fixed,
});

/**
 * Quantity and the add-to-cart button. A button that cannot add stays focusable (aria-disabled) and says why: its
 * reason is its description, and a click shows it as an alert. After an add, the 'added' state with a
 * 'View cart' link; a server error is shown inline in the shopper's language.
 */
export function AddToCartControls({
  productId,
  productName,
  button,
  alert,
  variation,
  selection,
  limits: productLimits,
  onAdded,
  redirectTo,
}: Props) {
  const intl = useIntl();
  // The store's most per line applies on top of the product's own maximum, as the server checks it.
  const storeLimits = useSettings().cart.limits;
  const limits = productLimits.fixed
    ? productLimits
    : { ...productLimits, max: Math.max(productLimits.min, lineMaximum(productLimits.max, storeLimits)) };
  const reasonId = useId();
  const countId = useId();
  const quantityLimits = fieldLimits(limits);
  const [quantity, setQuantity] = useState(() => String(Math.max(1, limits.min)));
  const [shownLimits, setShownLimits] = useState(limits);
  const [clicked, setClicked] = useState(false);
  const { add: addToCart, result: plainResult } = useAddToCart(productName, { onAdded, redirectTo });
  // Inside a 'frequently bought together' block's provider (atc-button 'main' or 'both'), the ticked companions are
  // added with the product, and a companion still without its variation blocks the button as the block does.
  const together = useTogetherForMain();
  const { add: addTogether, result: togetherResult } = useAddTogether(productName, { onAdded, redirectTo });
  const [via, setVia] = useState<'plain' | 'together'>('plain');
  const result = via === 'together' ? togetherResult : plainResult;
  if (shownLimits.min !== limits.min || shownLimits.max !== limits.max || shownLimits.fixed !== limits.fixed) {
    // A newly matched variation's limits apply at once (clamped between min_qty and max_qty).
    setShownLimits(limits);
    setQuantity(clampField(quantity, quantityLimits));
  }
  const [answeredFor, setAnsweredFor] = useState(variation?.id ?? null);
  if (answeredFor !== (variation?.id ?? null)) {
    setAnsweredFor(variation?.id ?? null);
    setClicked(false);
    plainResult.reset();
    togetherResult.reset();
  }
  useReportMainForm(Number(clampField(quantity, quantityLimits)), selection);

  const missing = together?.missing ?? null;
  const enabled = button === 'enabled' && missing === null;
  const busy = plainResult.isLoading || togetherResult.isLoading;
  const reason = alert
    ? intl.formatMessage(VARIATION_MESSAGE[alert])
    : missing !== null
      ? variationRequiredText(intl, missing)
      : null;
  const error = result.error as ApiError | undefined;
  // The block's counter badge, on this button when the block adds through it (atc-button 'main' or 'both').
  const badge = together?.badge ?? null;
  const describedBy = [badge !== null ? countId : null, reason ? reasonId : null].filter(Boolean).join(' ');

  const add = () => {
    if (!enabled) {
      setClicked(true);
      return;
    }
    if (busy) return;
    const request = {
      productId,
      ...(variation ? { variationId: variation.id, attributes: anyAttributeTerms(variation, selection) } : {}),
      quantity: Number(clampField(quantity, quantityLimits)),
    };
    const items = together?.items ?? [];
    setVia(items.length > 0 ? 'together' : 'plain');
    void (items.length > 0 ? addTogether({ ...request, items }) : addToCart(request));
  };

  // The form's submit button: Enter in the quantity field presses it, as in any form (the form itself only stops the
  // page from being sent).
  const addButton = (
    <Button
      type="submit"
      variant="contained"
      size="large"
      aria-disabled={!enabled || busy || undefined}
      aria-describedby={describedBy || undefined}
      onClick={add}
      sx={{ minBlockSize: (theme) => theme.shop.layout.touchTarget, '&[aria-disabled="true"]': { opacity: 0.6 } }}
    >
      {intl.formatMessage(busy ? addMessages.adding : addMessages.addToCart)}
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <QuantityInput value={quantity} onChange={setQuantity} limits={quantityLimits} />
        {badge !== null ? <CountBadge count={badge}>{addButton}</CountBadge> : addButton}
        {badge !== null && (
          <VisuallyHidden id={countId}>{intl.formatMessage(companionMessages.badge, { count: badge })}</VisuallyHidden>
        )}
        {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
      </Box>
      {clicked && reason && <StatusAlert severity="warning">{reason}</StatusAlert>}
      <AddToCartOutcome error={error} added={result.isSuccess} productName={productName} />
    </Box>
  );
}
