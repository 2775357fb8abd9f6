import { memo, useId, useMemo } from 'react';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { BundleItemState } from '@domain/bundles';
import { useIntl } from 'react-intl';
import { useSettings } from '@shared/api/settings-api';
import { useLocale } from '@shared/i18n/locale-context';
import { LazyImage } from '@shared/ui/LazyImage';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { StockStatus } from '@shared/ui/StockStatus';
import { TextLink } from '@shared/ui/TextLink';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { bundleMessages } from '../../bundle-messages';
import type { Bundle, BundleItem } from '../../model/bundle';
import { choosesVariation, itemImage, shownItemPrice, type BundleItemChoice } from '../../model/bundle-items';
import { BundleItemQuantity } from './BundleItemQuantity';
import { BundleItemVariations } from './BundleItemVariations';
import { itemLimits } from './useItemQuantities';
import { productPath } from '@domain/page-paths';

interface Props {
  item: BundleItem;
  /** The item as the rules take it (its id, price and quantity now). */
  state: BundleItemState;
  choice: BundleItemChoice;
  rules: Bundle['rules'];
  /** The quantity field's text (optional bundles). */
  text: string;
  /** The handlers name the item, so they stay the same from render to render. */
  onChoice: (id: number, choice: BundleItemChoice) => void;
  onType: (id: number, text: string) => void;
  onCommit: (id: number, text: string) => void;
}

/** Thumbnails are drawn this many spacing units wide. */
const THUMBNAIL = 8;

/**
 * One bundled item: its picture (the chosen variation's, when the store says so), its name leading to its page, its
 * price (a unit, or the subtotal beside it or under the name, as the store says), its availability and the chosen
 * variation's description, the selectors of a variable item the shopper chooses, and its quantity: a stepper in an
 * optional bundle, the fixed '× 2' otherwise. Drawn again only when its own props change: a press on one item's
 * quantity redraws that row and the totals, not the eleven others.
 */
export const BundleItemRow = memo(function BundleItemRow({
  item,
  state,
  choice,
  rules,
  text,
  onChoice,
  onType,
  onCommit,
}: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const { bundles: settings } = useSettings();
  const nameId = useId();
  const { product } = item;
  const chooses = choosesVariation(item, rules);
  // The variation the row describes: the one the bundle names, or the shopper's match (even unavailable: its stock
  // says why it does not count).
  const variation =
    item.variationId !== null
      ? (product.variations?.find((v) => v.id === item.variationId) ?? null)
      : chooses
        ? choice.variation
        : null;
  const image = itemImage(product, variation, settings.changeImage);
  const subtotal = settings.bundledPrice !== 'price';
  const price = shownItemPrice(item, state, rules, settings, subtotal ? state.qty : 1);
  const stock = variation ?? product;
  const priceNode = <ProductPrice price={price} />;

  // What a quantity press does not change is kept: the picture, the name, the availability and the selectors.
  const underName = settings.bundledPrice === 'subtotal_under_name' ? price : null;
  const info = useMemo(
    () => (
      <>
        <Box sx={{ gridRow: { sm: 'span 2' } }}>
          {image && (
            <LazyImage
              src={image.thumbnail.src}
              width={image.thumbnail.width}
              height={image.thumbnail.height}
              alt=""
              sx={{ inlineSize: '100%', blockSize: 'auto', borderRadius: 1 }}
            />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start', minInlineSize: 0 }}>
          <TextLink id={nameId} to={productPath(locale, product.slug)} sx={{ fontWeight: 'bold' }}>
            {product.name}
          </TextLink>
          {underName && (
            <Box sx={{ typography: 'body2' }}>
              <ProductPrice price={underName} />
            </Box>
          )}
          <StockStatus status={stock.stockStatus} quantity={stock.stockQuantity} />
          {variation && variation.description !== '' && (
            <Box component="p" sx={{ margin: 0, typography: 'body2' }}>
              {variation.description}
            </Box>
          )}
        </Box>
      </>
    ),
    [image, nameId, locale, product, stock, variation, underName],
  );
  const selectors = useMemo(
    () =>
      chooses && (
        <BundleItemVariations product={product} nameId={nameId} onChoice={(next) => onChoice(item.id, next)} />
      ),
    [chooses, product, nameId, onChoice, item.id],
  );

  return (
    <Box
      component="li"
      sx={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: `${theme.spacing(THUMBNAIL)} minmax(0, 1fr)`,
        columnGap: 2,
        rowGap: 1,
        paddingBlock: 2,
        borderBlockEnd: `1px solid ${theme.palette.divider}`,
      })}
    >
      {info}
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: '2' },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        {selectors}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, marginInlineStart: 'auto' }}>
          {settings.bundledPrice !== 'subtotal_under_name' && <Box sx={{ typography: 'body1' }}>{priceNode}</Box>}
          {rules.optional ? (
            <BundleItemQuantity
              text={text}
              limits={itemLimits(item)}
              nameId={nameId}
              onType={(next) => onType(item.id, next)}
              onCommit={(next) => onCommit(item.id, next)}
            />
          ) : (
            <Box sx={{ typography: 'body1', fontWeight: 'bold' }}>
              <span aria-hidden="true">
                {intl.formatMessage(bundleMessages.fixedQuantity, { quantity: item.quantity })}
              </span>
              <VisuallyHidden>
                {intl.formatMessage(bundleMessages.fixedQuantityLabel, { quantity: item.quantity })}
              </VisuallyHidden>
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
});
