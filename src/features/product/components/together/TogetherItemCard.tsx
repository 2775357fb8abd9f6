import { useId, type ReactNode } from 'react';
import { Box, Checkbox, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { ResponsiveImage } from '@domain/media';
import type { StockStatus as Status } from '@domain/stock';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { LazyImage } from '@shared/ui/LazyImage';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { StockStatus } from '@shared/ui/StockStatus';
import { TextLink } from '@shared/ui/TextLink';
import type { ShownPrice } from '../../model/together';
import { PriceSuffix } from '../PriceSuffix';
import type { ProductDetail } from '../../model/types';
import { togetherMessages } from '../../together-messages';

/** Drawn at most this wide: the renditions' smallest file serves it at any density. */
const IMAGE_SIZE = 120;

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
 * One item of the block: a real checkbox named by the product, its picture (hidden while unticked, its place kept so
 * nothing moves), the name linking to its page, its price, its availability, its selectors and its quantity. The
 * item is a group named by the product, so its 'Size' or 'Quantity' is heard with the product it belongs to.
 */
export function TogetherItemCard(props: TogetherItemCardProps) {
  const { kind, product, checked, onCheck, image, price, priceSuffix, note, stock, quantity, children } = props;
  const intl = useIntl();
  const locale = useLocale();
  const nameId = useId();
  const thisId = useId();
  const labelledBy = kind === 'this' ? `${thisId} ${nameId}` : nameId;

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      sx={(theme: Theme) => ({
        display: 'grid',
        // One column as wide as the card: a selector's text (wider with the reader's text spacing) cannot widen it.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1,
        alignContent: 'start',
        blockSize: '100%',
        boxSizing: 'border-box',
        padding: 2,
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: `${theme.shop.radii.md}px`,
        backgroundColor: theme.palette.background.paper,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Checkbox
          checked={checked}
          disabled={!onCheck}
          onChange={(event) => onCheck?.(event.target.checked)}
          slotProps={{ input: { 'aria-labelledby': labelledBy } }}
          sx={{ marginBlock: -1, marginInlineStart: -1 }}
        />
        <Box sx={{ minInlineSize: 0 }}>
          {kind === 'this' && (
            <Typography id={thisId} variant="body2" color="text.secondary">
              {intl.formatMessage(togetherMessages.thisItem)}
            </Typography>
          )}
          <TextLink
            id={nameId}
            to={localePath(locale, `/product/${product.slug}/`)}
            sx={{ typography: 'body1', fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}
          >
            {product.name}
          </TextLink>
        </Box>
      </Box>
      <Box sx={{ visibility: checked ? 'visible' : 'hidden', justifySelf: 'center' }}>
        {image ? (
          <LazyImage
            src={image.src}
            srcSet={image.srcset}
            sizes={`${IMAGE_SIZE}px`}
            width={image.width}
            height={image.height}
            alt=""
            sx={{ inlineSize: IMAGE_SIZE, blockSize: IMAGE_SIZE, objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ inlineSize: IMAGE_SIZE, blockSize: IMAGE_SIZE }} />
        )}
      </Box>
      <Box sx={{ typography: 'body1', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.75 }}>
        <ProductPrice price={price} />
        <PriceSuffix text={priceSuffix ?? ''} />
      </Box>
      <StockStatus status={stock.status} quantity={stock.quantity} />
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {children}
      {quantity}
    </Box>
  );
}
