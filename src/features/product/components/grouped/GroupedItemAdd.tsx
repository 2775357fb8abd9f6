import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { lineMaximum } from '@domain/cart-limits';
import { clampField, type QuantityLimits } from '@domain/quantity';
import { useAddToCart } from '@entities/cart/use-add-to-cart';
import type { ApiError } from '@shared/api/problem';
import { useSettings } from '@shared/api/settings-api';
import { QuantityInput } from '@shared/ui/QuantityInput';
import type { GroupedItem } from '@entities/product/model/types';
import { addMessages } from '@entities/cart/messages';
import { groupedMessages } from '../../grouped-messages';
import { AddToCartOutcome } from '@entities/cart/components/AddToCartOutcome';

interface Props {
  item: GroupedItem;
  /** The id of the item's name, read after the quantity field's label. */
  nameId: string;
  /** Told after the cart accepted the add (the quick view closes). */
  onAdded?: () => void;
}

/**
 * A grouped product's simple item's quantity and its own add to cart (each item is bought on its own, as a line of
 * its own): Enter in the field adds, as in any form; the outcome shows under it.
 */
export function GroupedItemAdd({ item, nameId, onAdded }: Props) {
  const intl = useIntl();
  const storeLimits = useSettings().cart.limits;
  const limits: QuantityLimits = { min: 1, max: lineMaximum(null, storeLimits), step: 1, soldIndividually: false };
  const [quantity, setQuantity] = useState('1');
  const { add, result } = useAddToCart(item.name, { onAdded });
  const busy = result.isLoading;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void add({ productId: item.id, quantity: Number(clampField(quantity, limits)) });
  };

  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5 }}>
        <QuantityInput value={quantity} onChange={setQuantity} limits={limits} describedBy={nameId} />
        <Button
          type="submit"
          variant="contained"
          aria-disabled={busy || undefined}
          aria-label={busy ? undefined : intl.formatMessage(groupedMessages.addNamed, { name: item.name })}
          sx={{ minBlockSize: (theme) => theme.shop.layout.touchTarget }}
        >
          {intl.formatMessage(busy ? addMessages.adding : addMessages.addToCart)}
        </Button>
      </Box>
      <AddToCartOutcome error={result.error as ApiError | undefined} added={result.isSuccess} productName={item.name} />
    </Box>
  );
}
