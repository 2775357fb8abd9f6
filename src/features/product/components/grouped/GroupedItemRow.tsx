import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { productPath } from '@domain/page-paths';
import { productAction } from '@domain/product-type';
import { useLocale } from '@shared/i18n/locale-context';
import { WrittenIn } from '@shared/i18n/WrittenIn';
import { ExternalProductLink } from '@shared/ui/ExternalProductLink';
import { LazyImage } from '@shared/ui/LazyImage';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { StockStatus } from '@shared/ui/StockStatus';
import { TextLink } from '@shared/ui/TextLink';
import type { GroupedItem } from '@entities/product/model/types';
import { productMessages } from '../../messages';
import { groupedMessages } from '../../grouped-messages';
import { GroupedItemAdd } from './GroupedItemAdd';

const THUMBNAIL = 64;

/** The link buttons to an item's page: what it says, and its name for a list of several. */
const PAGE_LINK = {
  'select-options': [productMessages.cardSelectOptions, groupedMessages.selectOptionsNamed],
  'read-more': [productMessages.cardReadMore, groupedMessages.readMoreNamed],
  'view-products': [productMessages.cardViewProducts, groupedMessages.viewProductsNamed],
} as const;

interface Props {
  item: GroupedItem;
  onAdded?: () => void;
  /** The level of the item's name as a heading. */
  nameLevel?: 3 | 4;
}

/**
 * One of a grouped product's products: its picture, its name (a link to its page), price and stock, and what buys
 * it: a simple product in stock is added here with its quantity; a product with options (a variable product, a
 * bundle) is chosen on its page ('Select options'), one out of stock is read about there ('Read more'); an external
 * one leads to its seller. On a phone the action goes under the text, so the row never scrolls sideways.
 */
export function GroupedItemRow({ item, onAdded, nameLevel = 3 }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const nameId = useId();
  const url = productPath(locale, item.slug);
  const action = productAction(item.type, item.stockStatus);

  let control: React.ReactNode;
  if (action === 'add-to-cart') {
    control = <GroupedItemAdd item={item} nameId={nameId} onAdded={onAdded} />;
  } else if (action === 'external' && item.externalUrl !== null) {
    control = (
      <ExternalProductLink href={item.externalUrl} text={item.buttonText} productName={item.name} variant="outlined" />
    );
  } else {
    const [text, named] = PAGE_LINK[action === 'external' ? 'read-more' : action];
    control = (
      <Button
        variant="outlined"
        component={RouterLink}
        to={url}
        aria-label={intl.formatMessage(named, { name: item.name })}
        sx={{ minBlockSize: (theme) => theme.shop.layout.touchTarget }}
      >
        {intl.formatMessage(text)}
      </Button>
    );
  }

  return (
    <Box
      component="li"
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: { xs: `${THUMBNAIL}px minmax(0, 1fr)`, sm: `${THUMBNAIL}px minmax(0, 1fr) auto` },
        columnGap: 2,
        rowGap: 1.5,
        alignItems: 'center',
        paddingBlock: 2,
        borderBlockEnd: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Box
        sx={(theme) => ({
          inlineSize: THUMBNAIL,
          blockSize: THUMBNAIL,
          alignSelf: 'start',
          borderRadius: `${theme.shop.radii.sm}px`,
          overflow: 'hidden',
          backgroundColor: theme.shop.palette.sand,
        })}
      >
        {item.image && (
          <LazyImage
            src={item.image.src}
            srcSet={item.image.srcset}
            sizes={`${THUMBNAIL}px`}
            width={item.image.width}
            height={item.image.height}
            alt=""
            sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, minInlineSize: 0 }}>
        <Typography
          component={`h${nameLevel}`}
          variant="body1"
          id={nameId}
          sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}
        >
          <TextLink to={url}>
            <WrittenIn locale={item.textLocale}>{item.name}</WrittenIn>
          </TextLink>
        </Typography>
        <Box sx={{ typography: 'body2' }}>
          <ProductPrice price={item.price} />
        </Box>
        <StockStatus status={item.stockStatus} />
      </Box>
      <Box sx={{ gridColumn: { xs: '2', sm: 'auto' }, justifySelf: 'start', minInlineSize: 0 }}>{control}</Box>
    </Box>
  );
}
