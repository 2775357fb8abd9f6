import { useId, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Selection, Variation } from '@domain/variations';
import type { ApiError } from '@shared/api/problem';
import { useSettings } from '@shared/api/settings-api';
import type { BlockLayout } from '../../model/bundle';
import { shownPrice } from '../../model/together';
import type { ProductDetail } from '@entities/product/model/types';
import { togetherMessages } from '../../together-messages';
import { AddToCartOutcome } from '@entities/cart/components/AddToCartOutcome';
import { useReportForMain, useReportShownPrice } from '@entities/companions/BoughtTogetherContext';
import { CompanionItem } from './CompanionItem';
import { TogetherAddButton } from './TogetherAddButton';
import { TogetherItemCard } from './TogetherItemCard';
import { TogetherProblem, variationRequiredText } from '@entities/companions/TogetherProblem';
import { TogetherTotals } from './TogetherTotals';
import { useAddTogether } from '@entities/cart/use-add-together';
import { useBoughtTogether } from './useBoughtTogether';

export interface BoughtTogetherBlockProps {
  product: ProductDetail;
  /** The main form's matched variation. */
  variation: Variation | null;
  /** The main form's quantity; by default what the main form reports through BoughtTogetherProvider. */
  quantity?: number;
  /** The main form's choice; by default what the main form reports through BoughtTogetherProvider. */
  selection?: Selection;
  /** Told after the cart accepted the block's own add (the quick view closes). */
  onAdded?: () => void;
  /** Drawn in the summary's column (beside the gallery) rather than across the page: at most 2 slides at a time. */
  inColumn?: boolean;
}

const PER_ROW: Record<BlockLayout, number> = { 'carousel-2': 2, 'carousel-3': 3, 'carousel-4': 4 };
/** No item narrower than this: below it the items go one per row. */
const MIN_ITEM = 200;
const GAP_PX = 16;

/**
 * Every item in view, none behind a carousel's arrows: a ticked item out of view would add money the shopper did not
 * see. The layout's count is the most items a row holds across the page (each at least MIN_ITEM wide); in the
 * summary's column the items go one per row.
 */
export const togetherGrid = (layout: BlockLayout, inColumn = false) => {
  if (inColumn) return 'minmax(0, 1fr)';
  const n = PER_ROW[layout];
  return `repeat(auto-fill, minmax(min(100%, max(${MIN_ITEM}px, calc((100% - ${(n - 1) * GAP_PX}px) / ${n}))), 1fr))`;
};

/**
 * 'Frequently bought together': the product ('this', unless the list ignores it) and its companions, each ticked or
 * not, with its price, availability, variation and quantity; the additional price and the total; the alert naming the
 * first ticked item that still needs a variation; and, with atc-button 'separate' or 'both', its own add to cart with
 * the counter badge. With 'main' or 'both' it tells the main form's button (BoughtTogetherProvider) what to add.
 * Nothing is drawn until the list has come, nor for a product without companions.
 */
export function BoughtTogetherBlock({
  product,
  variation,
  quantity,
  selection,
  onAdded,
  inColumn = false,
}: BoughtTogetherBlockProps) {
  const intl = useIntl();
  const headingId = useId();
  const storeSettings = useSettings();
  const block = useBoughtTogether({ product, variation, quantity, selection });
  const { add, result } = useAddTogether(product.name, { onAdded });
  const [answeredFor, setAnsweredFor] = useState(variation?.id ?? null);
  if (answeredFor !== (variation?.id ?? null)) {
    setAnsweredFor(variation?.id ?? null);
    result.reset();
  }
  useReportForMain(block.forMain);
  // change_price 'yes': once companions count, the price under the product's name becomes the block's total. Beside
  // a bundle's form, the bundle's price line (which adds the companions) speaks for it.
  const priced = block.forBundle || variation !== null || product.price.min === product.price.max;
  useReportShownPrice(
    block.forBundle
      ? undefined
      : storeSettings.boughtTogether.changePrice === 'yes' && priced && block.totals.additional > 0
        ? {
            price: shownPrice({ price: block.totals.total, original: block.totals.total }),
            items: (block.settings?.ignoreThis ? 0 : 1) + block.lines.filter((l) => l.checked && l.qty > 0).length,
          }
        : null,
  );

  const { settings, lines, totals } = block;
  if (!settings || lines.length === 0) return null;
  const { changeImage } = storeSettings.boughtTogether;
  const layout = settings.layout ?? storeSettings.boughtTogether.layout;
  const factor = (qty: number) => (settings.showPriceTotal ? qty : 1);
  const mainPrice = !priced ? product.price : shownPrice(block.mainUnit, factor(block.mainQuantity));
  const shown = variation ?? product;

  const items = [
    ...(settings.ignoreThis
      ? []
      : [
          <TogetherItemCard
            key="this"
            kind="this"
            product={product}
            checked
            image={(changeImage ? variation?.image : null) ?? product.gallery[0] ?? null}
            price={mainPrice}
            priceSuffix={settings.priceSuffix}
            stock={{ status: shown.stockStatus, quantity: shown.stockQuantity }}
            quantity={
              <Typography variant="body2">
                {intl.formatMessage(togetherMessages.quantity, { quantity: block.mainQuantity })}
              </Typography>
            }
          />,
        ]),
    ...lines.map((line) => (
      <CompanionItem
        key={line.key}
        line={line}
        settings={settings}
        changeImage={changeImage}
        onCheck={block.tick}
        onQuantity={block.setQuantity}
        onChoose={block.choose}
      />
    )),
  ];

  const busy = result.isLoading;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={block.busy || undefined}
      sx={{ display: 'grid', gap: 2, minInlineSize: 0 }}
    >
      <Typography id={headingId} component="h2" variant="h3">
        {intl.formatMessage(togetherMessages.heading)}
      </Typography>
      <Box
        role="list"
        aria-label={intl.formatMessage(togetherMessages.products)}
        sx={{ display: 'grid', gridTemplateColumns: togetherGrid(layout, inColumn), gap: `${GAP_PX}px` }}
      >
        {items.map((item) => (
          <Box role="listitem" key={item.key} sx={{ minInlineSize: 0 }}>
            {item}
          </Box>
        ))}
      </Box>
      <TogetherTotals additional={totals.additional} total={totals.total} priceSuffix={settings.priceSuffix} />
      <TogetherProblem name={block.problem?.name ?? null} />
      {block.ownButton && (
        <Box>
          <TogetherAddButton
            badge={block.badge}
            busy={busy}
            blockedReason={block.problem ? variationRequiredText(intl, block.problem.name) : null}
            onAdd={() => void add(block.request())}
          />
        </Box>
      )}
      <AddToCartOutcome
        error={result.error as ApiError | undefined}
        added={result.isSuccess}
        productName={product.name}
      />
    </Box>
  );
}
