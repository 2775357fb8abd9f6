import { useEffect, useId, useRef } from 'react';
import { Box } from '@mui/material';
import type { Selection, Variation } from '@domain/variations';
import { useIntl } from 'react-intl';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import type { ProductDetail } from '@entities/product/model/types';
import { VARIATION_MESSAGE } from '@entities/product/variation-messages';
import { AddToCartControls } from './AddToCartControls';
import { ProductFactsList } from './ProductFactsList';
import { VariationDetails } from './VariationDetails';
import { useVariationForm } from '@entities/product/hooks/useVariationForm';
import { productMessages } from '../messages';
import { attributeMessages } from '@entities/product/messages';
import { AttributeSelectors, ResetChoiceButton } from '@entities/product/components/AttributeSelectors';

export interface ProductChoice {
  selection: Selection;
  /** The matched variation (available or not), or null. */
  variation: Variation | null;
}

export interface ProductFormProps {
  product: ProductDetail;
  /** The choice to start from (the address's attribute_* parameters on the product page). */
  initialSelection?: Selection;
  /** Told after every change of the choice: the page rewrites its address, the share field and the gallery. */
  onChoiceChange?: (choice: ProductChoice) => void;
  /** Told after the cart accepted an add: the quick view closes. */
  onAdded?: () => void;
}

/**
 * The variations form: a selector per attribute (swatches: colours drawn, other terms written), the
 * reset link while something is chosen, the matched variation's details, SKU, weight and dimensions, the spec's
 * inline and reset messages, quantity and add to cart. It takes the product as props and knows nothing of the page,
 * so the quick view hosts it as it is.
 */
export function ProductForm({ product, initialSelection, onChoiceChange, onAdded }: ProductFormProps) {
  const intl = useIntl();
  const formId = useId();
  const form = useVariationForm(product, initialSelection);
  const variation = form.view.variation;
  const formRef = useRef<HTMLFormElement>(null);
  // The reset link goes once nothing is chosen: focus moves to the first selector rather than being lost.
  const reset = () => {
    form.reset();
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('select, button[aria-pressed]')?.focus());
  };

  useEffect(() => {
    onChoiceChange?.({ selection: form.selection, variation });
  }, [form.selection, variation, onChoiceChange]);

  return (
    <Box
      component="form"
      ref={formRef}
      aria-labelledby={product.type === 'variable' ? formId : undefined}
      onSubmit={(event: React.FormEvent) => event.preventDefault()}
      sx={{ display: 'grid', gap: 2 }}
    >
      {product.type === 'variable' && (
        <>
          <VisuallyHidden as="h2" id={formId}>
            {intl.formatMessage(productMessages.form)}
          </VisuallyHidden>
          <AttributeSelectors product={product} form={form} />
          {form.hasChoice && (
            <Box>
              <ResetChoiceButton
                onClick={reset}
                label={intl.formatMessage(productMessages.resetLabel)}
                text={intl.formatMessage(attributeMessages.reset)}
              />
            </Box>
          )}
          <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
            {(form.view.inline ?? form.message) && (
              <StatusAlert severity="info" role="none">
                {intl.formatMessage(VARIATION_MESSAGE[form.view.inline ?? form.message!])}
              </StatusAlert>
            )}
          </Box>
          {form.facts.details && <VariationDetails details={form.facts.details} />}
        </>
      )}
      <AddToCartControls
        productId={product.id}
        productName={product.name}
        button={form.button}
        alert={form.alert}
        variation={variation}
        selection={form.selection}
        limits={form.facts.quantity}
        onAdded={onAdded}
      />
      <ProductFactsList
        sku={form.facts.sku}
        weightGrams={form.facts.weightGrams}
        dimensionsMm={form.facts.dimensionsMm}
      />
    </Box>
  );
}
