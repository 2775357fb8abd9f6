import { useCallback, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { selectionPrice, type Selection } from '@domain/variations';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { WrittenIn } from '@shared/i18n/WrittenIn';
import { LazyImage } from '@shared/ui/LazyImage';
import { TextLink } from '@shared/ui/TextLink';
import type { ProductChoice } from '@features/product/components/ProductForm';
import { ProductPurchase, boughtAsItself } from '../product/ProductPurchase';
import { BoughtTogetherSlot } from '@features/bundles/components/together/BoughtTogetherSlot';
import { BoughtTogetherProvider, ShownProductPrice } from '@entities/companions/BoughtTogetherContext';
import { shownGallery } from '@features/product/model/gallery';
import type { ProductDetail } from '@entities/product/model/types';
import { productMessages } from '@features/product/messages';
import { WishlistToggle } from '@features/wishlist/components/WishlistToggle';
import { productPath } from '@domain/page-paths';

interface Props {
  product: ProductDetail;
  titleId: string;
  onAdded: () => void;
}

/**
 * What the quick view shows of a product: the picture of the current choice, the name (the dialog's title), the
 * price, the summary, the product page's own variations form (a bundle's form, a grouped product's list, an external
 * product's link) and a link to the full page. The choice is the
 * dialog's own: it does not touch the listing's address.
 */
export function QuickViewContent({ product, titleId, onAdded }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const [choice, setChoice] = useState<ProductChoice>({ selection: {}, variation: null });
  const onChoiceChange = useCallback((next: ProductChoice) => setChoice(next), []);
  const together = (at: Parameters<typeof BoughtTogetherSlot>[0]['at']) =>
    boughtAsItself(product.type) && (
      <BoughtTogetherSlot at={at} product={product} variation={choice.variation} onAdded={onAdded} />
    );
  const gallery = shownGallery(product, choice.selection, choice.variation);
  const image = gallery.slides[gallery.active];
  const price = selectionPrice(product.variations, choice.selection as Selection) ?? product.price;
  // The title and the summary in their own language when the product has no translation in the page's.
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={(theme) => ({
          aspectRatio: '1 / 1',
          overflow: 'hidden',
          borderRadius: `${theme.shop.radii.md}px`,
          backgroundColor: theme.shop.palette.sand,
          maxInlineSize: { xs: 360, md: 'none' },
          inlineSize: '100%',
          justifySelf: 'center',
        })}
      >
        {image && (
          <LazyImage
            src={image.src}
            srcSet={image.srcset}
            sizes="(min-width: 768px) 440px, 90vw"
            width={image.width}
            height={image.height}
            alt={image.alt}
            priority
            sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minInlineSize: 0 }}>
        {/* Clear of the close button, which sits in the corner above the title on wide screens. */}
        <Typography id={titleId} component="h2" variant="h2" sx={{ paddingInlineEnd: { md: 5 } }}>
          <WrittenIn locale={product.textLocale}>{product.name}</WrittenIn>
        </Typography>
        {/* The price follows the bundle's or the block's total (change_price): the provider holds all three. */}
        <BoughtTogetherProvider>
          <Box sx={{ typography: 'h3' }}>
            <ShownProductPrice price={price} />
          </Box>
          {product.shortDescription.map((paragraph, i) => (
            <Typography key={i}>
              <WrittenIn locale={product.textLocale}>{paragraph}</WrittenIn>
            </Typography>
          ))}
          {together(['before'])}
          <ProductPurchase product={product} onChoiceChange={onChoiceChange} onAdded={onAdded} headingLevel={3} />
          <WishlistToggle productId={product.id} variationId={choice.variation?.id} name={product.name} />
          {/* The dialog has one column: under the form, wherever the page would put it. */}
          {together(['after', 'below_summary'])}
        </BoughtTogetherProvider>
        <TextLink
          to={productPath(locale, product.slug)}
          underline="always"
          sx={{ fontWeight: 'bold', justifySelf: 'start' }}
        >
          {intl.formatMessage(productMessages.quickViewDetails)}
        </TextLink>
      </Box>
    </Box>
  );
}
