import { useId, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { CarouselConfig } from '@domain/carousel';
import type { Selection, Variation } from '@domain/variations';
import type { ApiError } from '@shared/api/problem';
import { useSettings } from '@shared/api/settings-api';
import { Carousel } from '@shared/ui/carousel';
import type { BlockLayout } from '../../model/bundle';
import { shownPrice } from '../../model/together';
import type { ProductDetail } from '../../model/types';
import { togetherMessages } from '../../together-messages';
import { AddToCartOutcome } from '../AddToCartOutcome';
import { useReportForMain, useReportShownPrice } from './BoughtTogetherContext';
import { CompanionItem } from './CompanionItem';
import { TogetherAddButton } from './TogetherAddButton';
import { TogetherItemCard } from './TogetherItemCard';
import { TogetherProblem, variationRequiredText } from './TogetherProblem';
import { TogetherTotals } from './TogetherTotals';
import { useAddTogether } from './useAddTogether';
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

const SLIDES: Record<BlockLayout, number> = { 'carousel-2': 2, 'carousel-3': 3, 'carousel-4': 4 };
/** Half a page wide, a card of a 3- or 4-slide row would be too narrow for its price and choices. */
const COLUMN_SLIDES = 2;

/**
 * The spec's carousel: 2, 3 or 4 slides shown and moved at a time; from 480 px to 767 px 2, below 480 px 1. Its
 * breakpoints are stated as maximum widths (479, 767), as the carousel reads the page builder's.
 */
export const togetherCarouselConfig = (layout: BlockLayout, inColumn = false): CarouselConfig => {
  const n = inColumn ? Math.min(SLIDES[layout], COLUMN_SLIDES) : SLIDES[layout];
  const perView = { desktop: n, tablet: 2, mobile: 1 };
  return {
    items: perView,
    group: perView,
    gutter: { desktop: 16 },
    pageBuilderBreakpoints: { mobile: 479, tablet: 767 },
  };
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
        ? shownPrice({ price: block.totals.total, original: block.totals.total })
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
      <Carousel
        label={intl.formatMessage(togetherMessages.products)}
        config={togetherCarouselConfig(layout, inColumn)}
        nav="icons"
        navPlacement="outside"
        navSize="small"
        pagination="bullets"
      >
        {items}
      </Carousel>
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
