import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, IconButton, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useAddToCart } from '@entities/cart/use-add-to-cart';
import { useCartProblemText } from '@entities/cart/problem-text';
import { attributeList } from '@shared/i18n/attribute-list';
import { useLocale } from '@shared/i18n/locale-context';
import { LazyImage } from '@shared/ui/LazyImage';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { StockStatus } from '@shared/ui/StockStatus';
import { TextLink } from '@shared/ui/TextLink';
import type { WishlistItem } from '../model/types';
import { wishlistMessages } from '../messages';
import { NoteEditor } from './NoteEditor';
import { productPath } from '@domain/page-paths';
import { ExternalProductLink } from '@shared/ui/ExternalProductLink';

export interface WishlistItemRowProps {
  item: WishlistItem;
  /** The owner's list: the item can be removed and its note changed. */
  owned: boolean;
  onRemove: (item: WishlistItem) => void;
  onSaveNote: (item: WishlistItem, note: string) => Promise<string | null>;
  /** An add to the cart went through (the popup closes, as after any add). */
  onAddedToCart?: () => void;
  /** Opens the note editor at once (stories). */
  editingNote?: boolean;
  /** The level of the product's name as a heading. */
  headingLevel?: 3 | 4;
}

/**
 * One saved product: picture, name (a link to its page), the variation's attributes, price, stock, note, and its
 * actions: add to cart (or 'Select options' for a product whose options are not chosen, 'View products' for a grouped
 * product, its seller's link for an external product), remove.
 */
export function WishlistItemRow({
  item,
  owned,
  onRemove,
  onSaveNote,
  onAddedToCart,
  editingNote,
  headingLevel = 4,
}: WishlistItemRowProps) {
  const intl = useIntl();
  const locale = useLocale();
  const name = item.product.name;
  const { add, result } = useAddToCart(name, { onAdded: onAddedToCart });
  const problemText = useCartProblemText();
  const cartProblem = result.error ? problemText(result.error) : null;
  const productUrl = productPath(locale, item.product.slug);
  const { type, externalUrl } = item.product;
  const needsOptions = (type === 'variable' && item.parent === null) || type === 'bundle';
  const seller = type === 'external' && externalUrl && /^https?:\/\//i.test(externalUrl) ? externalUrl : null;
  // A grouped product's products are bought from its page; an external one on its seller's site ('Read more' to
  // its page when it has no usable address): neither goes into a cart.
  const pageLink =
    type === 'grouped'
      ? ([wishlistMessages.viewProducts, wishlistMessages.viewProductsNamed] as const)
      : type === 'external'
        ? ([wishlistMessages.readMore, wishlistMessages.readMoreNamed] as const)
        : needsOptions
          ? ([wishlistMessages.selectOptions, wishlistMessages.selectOptionsNamed] as const)
          : null;

  return (
    <Box
      component="li"
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '72px minmax(0, 1fr) auto',
        gap: 1.5,
        paddingBlock: 1.5,
        borderBlockEnd: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Box
        sx={(theme) => ({
          inlineSize: 72,
          blockSize: 72,
          borderRadius: `${theme.shop.radii.sm}px`,
          overflow: 'hidden',
          backgroundColor: theme.shop.palette.sand,
        })}
      >
        {item.image && (
          <LazyImage
            src={item.image.src}
            srcSet={item.image.srcset}
            sizes="72px"
            width={item.image.width}
            height={item.image.height}
            alt=""
            sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start', minInlineSize: 0 }}>
        <Typography component={headingLevel === 3 ? 'h3' : 'h4'} variant="body1" sx={{ fontWeight: 'bold' }}>
          <TextLink to={productUrl}>{name}</TextLink>
        </Typography>
        {item.attributes.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {attributeList(
              locale,
              item.attributes.map((a) => ({ label: a.name, value: a.value })),
            )}
          </Typography>
        )}
        <Box sx={{ typography: 'body2' }}>
          <ProductPrice price={item.price} />
        </Box>
        <StockStatus status={item.stockStatus} />
        <NoteEditor
          note={item.note}
          productName={name}
          editable={owned}
          onSave={(note) => onSaveNote(item, note)}
          initiallyEditing={editingNote}
        />
        <Box sx={{ marginBlockStart: 0.5 }}>
          {seller !== null ? (
            <ExternalProductLink
              href={seller}
              text={item.product.buttonText ?? null}
              productName={name}
              variant="outlined"
              size="small"
            />
          ) : pageLink ? (
            <Button
              component={RouterLink}
              to={productUrl}
              variant="outlined"
              size="small"
              aria-label={intl.formatMessage(pageLink[1], { name })}
            >
              {intl.formatMessage(pageLink[0])}
            </Button>
          ) : (
            <Button
              variant="contained"
              size="small"
              disabled={result.isLoading}
              aria-busy={result.isLoading || undefined}
              aria-label={intl.formatMessage(wishlistMessages.addToCartNamed, { name })}
              onClick={() =>
                void add({
                  productId: item.product.id,
                  ...(item.parent === null ? {} : { variationId: item.id }),
                  quantity: 1,
                })
              }
            >
              {intl.formatMessage(wishlistMessages.addToCart)}
            </Button>
          )}
        </Box>
        <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
          {cartProblem && (
            <StatusAlert severity="error" role="none">
              {cartProblem}
            </StatusAlert>
          )}
        </Box>
      </Box>
      {owned && (
        <IconButton
          aria-label={intl.formatMessage(wishlistMessages.removeItem, { name })}
          onClick={() => onRemove(item)}
          sx={{ alignSelf: 'start' }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      )}
    </Box>
  );
}
