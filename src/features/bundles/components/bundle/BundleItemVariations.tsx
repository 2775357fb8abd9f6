import { useEffect, useEffectEvent, useRef } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { bundleMessages } from '../../bundle-messages';
import { attributeMessages } from '@entities/product/messages';
import type { BundleItemChoice } from '../../model/bundle-items';
import type { ProductDetail } from '@entities/product/model/types';
import { VARIATION_MESSAGE } from '@entities/product/variation-messages';
import { useVariationForm } from '@entities/product/hooks/useVariationForm';
import { AttributeSelectors, ResetChoiceButton } from '@entities/product/components/AttributeSelectors';

interface Props {
  product: ProductDetail;
  /** The element naming the item: the selectors are its group. */
  nameId: string;
  /** Told of every change of the choice and of its match (looked up on the server in lookup mode). */
  onChoice: (choice: BundleItemChoice) => void;
}

/**
 * A variable item's selectors, as the product page's form has them (swatches for colours, written terms otherwise, the
 * same option rules and lookup), grouped under the item's name, with a reset while something is chosen and the
 * 'no products matched' message. The bundle form decides what the match means for the item (id 0 unless purchasable
 * and in stock).
 */
export function BundleItemVariations({ product, nameId, onChoice }: Props) {
  const intl = useIntl();
  const form = useVariationForm(product);
  const { selection } = form;
  const variation = form.view.variation;
  const report = useEffectEvent(onChoice);
  useEffect(() => report({ selection, variation }), [selection, variation]);
  const groupRef = useRef<HTMLDivElement>(null);
  // The reset goes once nothing is chosen: focus moves to the first selector rather than being lost.
  const reset = () => {
    form.reset();
    requestAnimationFrame(() => groupRef.current?.querySelector<HTMLElement>('select, button[aria-pressed]')?.focus());
  };

  return (
    <Box ref={groupRef} role="group" aria-labelledby={nameId} sx={{ display: 'grid', gap: 1 }}>
      <AttributeSelectors product={product} form={form} />
      {form.view.inline && (
        <Box component="p" sx={{ margin: 0, typography: 'body2' }}>
          {intl.formatMessage(VARIATION_MESSAGE[form.view.inline])}
        </Box>
      )}
      {form.hasChoice && (
        <Box>
          <ResetChoiceButton
            onClick={reset}
            label={intl.formatMessage(bundleMessages.itemReset, { name: product.name })}
            text={intl.formatMessage(attributeMessages.reset)}
          />
        </Box>
      )}
    </Box>
  );
}
