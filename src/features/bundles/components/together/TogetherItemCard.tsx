import { useId, type ReactNode } from 'react';
import { Box, Checkbox, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { ResponsiveImage } from '@domain/media';
import type { StockStatus as Status } from '@domain/stock';
import { useLocale } from '@shared/i18n/locale-context';
import { LazyImage } from '@shared/ui/LazyImage';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { StockStatus } from '@shared/ui/StockStatus';
import { TextLink } from '@shared/ui/TextLink';
import type { ShownPrice } from '../../model/together';
import { PriceSuffix } from '@shared/ui/PriceSuffix';
import type { ProductDetail } from '@entities/product/model/types';
import { togetherMessages } from '../../together-messages';
import { productPath } from '@domain/page-paths';

/** Drawn at most this wide on a card, this wide on a row: the renditions' smallest file serves both at any density. */
const IMAGE_SIZE = 120;
const ROW_IMAGE_SIZE = 72;

/** Where a card's parts go: a card stacks them, a row puts the picture beside the name, price and availability. */
const cardAreas = (note: boolean) =>
  ['"check name"', '"image image"', '"price price"', '"stock stock"', note ? '"note note"' : '', '"extra extra"'].join(
    ' ',
  );
const rowAreas = (note: boolean) =>
  [
    '"check image name"',
    '"check image price"',
    '"check image stock"',
    note ? '"check image note"' : '',
    '"extra extra extra"',
  ].join(' ');

/** From this width an item is drawn as a row, its picture beside its text; narrower, as a card. */
const ROW_FROM = 320;

export interface TogetherItemCardProps {
  /** 'this': the main product, always ticked. */
  kind: 'this' | 'together';
  product: ProductDetail;
  checked: boolean;
  /** Absent: the checkbox cannot be changed ('this', or a companion that cannot be bought). */
  onCheck?: (checked: boolean) => void;
  image: ResponsiveImage | null;
  price: ShownPrice;
  /** Said after the price ('' or absent: nothing). */
  priceSuffix?: string;
  /** A line under the availability: why a companion cannot be ticked here. */
  note?: string;
  stock: { status: Status; quantity: number | null };
  /** The quantity field, or the fixed quantity as text. */
  quantity: ReactNode;
  /** The variation selectors of a variable companion. */
  children?: ReactNode;
}

/**
 * One item of the block: a real checkbox named by the product, its picture (dimmed while unticked, so the item stays
 * recognisable and nothing moves), the name linking to its page, its price, its availability, its selectors and its
 * quantity. The item is a group named by the product, so its 'Size' or 'Quantity' is heard with the product it
 * belongs to.
 */
export function TogetherItemCard(props: TogetherItemCardProps) {
  const { kind, product, checked, onCheck, image, price, priceSuffix, note, stock, quantity, children } = props;
  const intl = useIntl();
  const locale = useLocale();
  const nameId = useId();
  const thisId = useId();
  const labelledBy = kind === 'this' ? `${thisId} ${nameId}` : nameId;

  const hasNote = Boolean(note);
  const asRow = {
    gridTemplateColumns: `auto ${ROW_IMAGE_SIZE}px minmax(0, 1fr)`,
    gridTemplateAreas: rowAreas(hasNote),
  };
  const asCard = { gridTemplateColumns: 'auto minmax(0, 1fr)', gridTemplateAreas: cardAreas(hasNote) };
  const imageSize = (size: number) => ({ inlineSize: size, blockSize: size });
  const imageSx = { ...imageSize(IMAGE_SIZE), [`@container (min-width: ${ROW_FROM}px)`]: imageSize(ROW_IMAGE_SIZE) };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      sx={(theme: Theme) => ({
        // The item's own width decides its shape (a phone, the summary's column, a row of four across the page).
        containerType: 'inline-size',
        blockSize: '100%',
        boxSizing: 'border-box',
        padding: 2,
        border: `1px solid ${checked ? theme.palette.primary.main : theme.palette.divider}`,
        borderRadius: `${theme.shop.radii.md}px`,
        backgroundColor: theme.palette.background.paper,
      })}
    >
      <Box
        sx={{
          display: 'grid',
          // Columns as wide as the item allows: a selector's text (wider with the reader's text spacing) cannot widen it.
          ...asCard,
          [`@container (min-width: ${ROW_FROM}px)`]: asRow,
          columnGap: 1.5,
          rowGap: 1,
          alignContent: 'start',
          alignItems: 'start',
        }}
      >
        <Checkbox
          checked={checked}
          disabled={!onCheck}
          onChange={(event) => onCheck?.(event.target.checked)}
          slotProps={{ input: { 'aria-labelledby': labelledBy } }}
          sx={{ gridArea: 'check', alignSelf: 'start', marginBlock: -1, marginInlineStart: -1 }}
        />
        <Box sx={{ gridArea: 'name', minInlineSize: 0 }}>
          {kind === 'this' && (
            <Typography id={thisId} variant="body2" color="text.secondary">
              {intl.formatMessage(togetherMessages.thisItem)}
            </Typography>
          )}
          <TextLink
            id={nameId}
            to={productPath(locale, product.slug)}
            sx={{ typography: 'body1', fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}
          >
            {product.name}
          </TextLink>
        </Box>
        <Box
          sx={{
            gridArea: 'image',
            justifySelf: 'center',
            // Unticked: dimmed and without colour, still recognisable; its place kept so nothing moves.
            opacity: checked ? 1 : 0.45,
            filter: checked ? 'none' : 'grayscale(1)',
            transition: 'opacity 150ms, filter 150ms',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {image ? (
            <LazyImage
              src={image.src}
              srcSet={image.srcset}
              sizes={`${IMAGE_SIZE}px`}
              width={image.width}
              height={image.height}
              alt=""
              sx={{ ...imageSx, display: 'block', objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            <Box sx={imageSx} />
          )}
        </Box>
        <Box
          sx={{
            gridArea: 'price',
            typography: 'body1',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 0.75,
          }}
        >
          <ProductPrice price={price} />
          <PriceSuffix text={priceSuffix ?? ''} />
        </Box>
        <Box sx={{ gridArea: 'stock' }}>
          <StockStatus status={stock.status} quantity={stock.quantity} />
        </Box>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'note' }}>
            {note}
          </Typography>
        )}
        {(children || quantity) && (
          <Box sx={{ gridArea: 'extra', display: 'grid', gap: 1, minInlineSize: 0 }}>
            {children}
            {quantity}
          </Box>
        )}
      </Box>
    </Box>
  );
}
