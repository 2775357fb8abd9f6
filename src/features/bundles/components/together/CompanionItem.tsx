import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { anyAttributeTerms } from '@domain/variations';
import { QuantityInput } from '@shared/ui/QuantityInput';
import type { BlockSettings } from '../../model/bundle';
import { companionShownPrice, type CompanionVariation, type TogetherLine } from '../../model/together';
import { togetherMessages } from '../../together-messages';
import { useVariationForm } from '@entities/product/hooks/useVariationForm';
import { TogetherItemCard } from './TogetherItemCard';
import { AttributeSelectors } from '@entities/product/components/AttributeSelectors';

interface Props {
  line: TogetherLine;
  settings: BlockSettings;
  changeImage: boolean;
  onCheck: (key: string, checked: boolean) => void;
  onQuantity: (key: string, text: string) => void;
  /** Told when the chosen purchasable variation changes (null: none, the spec's id 0). */
  onChoose: (key: string, choice: CompanionVariation | null) => void;
}

/**
 * A companion: the item card with, for a variable product, the same selectors and rules as the product form. A
 * matched variation that can be bought and is in stock becomes the item's id (with the terms of its 'any'
 * attributes); anything else leaves it at 0. Its price, stock and, with change-image, picture follow the match.
 */
export function CompanionItem({ line, settings, changeImage, onCheck, onQuantity, onChoose }: Props) {
  const intl = useIntl();
  const { companion, key } = line;
  const product = companion.product;
  const variable = product.type === 'variable';
  // A variable companion the list offers no choice of (the model leaves it unavailable) shows its range and is
  // bought from its own page: no selectors, no quantity, no checkbox.
  const chooses = variable && line.available;
  const offPage = variable && !line.available;
  const form = useVariationForm(product);
  const matched = chooses ? form.view.variation : null;
  const purchasable = chooses && form.view.variationId !== null ? form.view.variation : null;

  const choiceKey = purchasable ? JSON.stringify([purchasable.id, anyAttributeTerms(purchasable, form.selection)]) : '';
  useEffect(() => {
    if (!chooses) return;
    onChoose(
      key,
      purchasable ? { variation: purchasable, attributes: anyAttributeTerms(purchasable, form.selection) } : null,
    );
    // choiceKey stands for the variation and its terms: a new object with the same choice is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choiceKey, key, chooses, onChoose]);

  const editable = settings.optional && !settings.syncQty;
  const quantity = editable ? (
    <QuantityInput
      value={line.text}
      onChange={(text) => onQuantity(key, text)}
      limits={{ min: line.limits.min ?? 0, max: line.limits.max, step: 1, soldIndividually: false }}
      disabled={!line.checked}
    />
  ) : (
    <Typography variant="body2">{intl.formatMessage(togetherMessages.quantity, { quantity: line.qty })}</Typography>
  );

  const image = (changeImage ? matched?.image : null) ?? product.gallery[0] ?? null;
  return (
    <TogetherItemCard
      kind="together"
      product={product}
      checked={line.checked}
      onCheck={line.available ? (checked) => onCheck(key, checked) : undefined}
      image={image}
      price={companionShownPrice(companion, matched, settings.pricing, settings.showPriceTotal ? line.qty : 1)}
      priceSuffix={companion.priceSuffix}
      note={offPage ? intl.formatMessage(togetherMessages.optionsOnPage) : undefined}
      stock={{
        status: (matched ?? product).stockStatus,
        quantity: (matched ?? product).stockQuantity,
      }}
      quantity={offPage ? null : quantity}
    >
      {chooses && <AttributeSelectors product={product} form={form} />}
    </TogetherItemCard>
  );
}
