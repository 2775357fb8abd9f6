import { use } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import type { ResponsiveImage } from '@domain/media';
import type { ProductCardData } from '../model/types';
import { CardImage } from './CardImage';
import { QuickViewButton } from './QuickViewButton';
import { catalogueMessages } from '../messages';
import { CardPictureActionContext } from '../card-purchase';

/**
 * A card's picture with what sits on it: the 'Sale!' badge, the wishlist button where the page gives one, and the
 * quick-view button. Shared by the grid card and
 * the list row; the parent places it and makes it `position: relative`.
 */
export function CardMedia({
  product,
  image,
  priority,
  sizes,
  variationId,
}: {
  product: ProductCardData;
  image: ResponsiveImage | null;
  priority: boolean;
  /** How wide the picture is drawn where it is not a whole grid cell (CardImage). */
  sizes?: string;
  /** The variation chosen on the card, for the picture's action (the wishlist button). */
  variationId?: number;
}) {
  const intl = useIntl();
  const renderAction = use(CardPictureActionContext);
  return (
    <>
      <CardImage image={image} ratio="1 / 1" priority={priority} sizes={sizes} />
      {product.onSale && (
        <Box
          component="span"
          sx={(theme) => ({
            position: 'absolute',
            insetBlockStart: theme.spacing(1),
            insetInlineStart: theme.spacing(1),
            paddingInline: 1,
            borderRadius: `${theme.shop.radii.pill}px`,
            backgroundColor: theme.palette.secondary.main,
            color: theme.palette.secondary.contrastText,
            typography: 'caption',
            fontWeight: 'fontWeightBold',
          })}
        >
          {intl.formatMessage(catalogueMessages.cardSale)}
        </Box>
      )}
      {renderAction && (
        <Box
          sx={(theme) => ({
            position: 'absolute',
            insetBlockStart: theme.spacing(1),
            insetInlineEnd: theme.spacing(1),
          })}
        >
          {renderAction({ id: product.id, name: product.name, variationId })}
        </Box>
      )}
      <QuickViewButton slug={product.slug} name={product.name} />
    </>
  );
}
