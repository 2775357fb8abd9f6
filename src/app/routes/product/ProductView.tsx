import { useCallback, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  parseVariationQuery,
  selectionPrice,
  variationShareUrl,
  writeVariationQuery,
  type Selection,
} from '@domain/variations';
import type { BlockPosition } from '@domain/settings';
import { PageContainer } from '@shared/ui/PageContainer';
import { pageGridSizes } from '@shared/ui/image-sizes';
import { shownGallery } from '@features/product/model/gallery';
import type { ProductDetail } from '@entities/product/model/types';
import { ProductBreadcrumbs } from '@features/product/components/ProductBreadcrumbs';
import { ProductDescription } from '@features/product/components/ProductDescription';
import type { ProductChoice } from '@features/product/components/ProductForm';
import { ProductPurchase, boughtAsItself } from './ProductPurchase';
import { ProductGallery } from '@features/product/components/ProductGallery';
import { Rating } from '@shared/ui/Rating';
import { ProductShareField } from '@features/product/components/ProductShareField';
import { BoughtTogetherSlot } from '@features/bundles/components/together/BoughtTogetherSlot';
import { BoughtTogetherProvider, ShownProductPrice } from '@entities/companions/BoughtTogetherContext';
import { useShareOrigin } from '@shared/lib/share-origin';
import { HydrationRegion } from '@shared/ui/hydration/HydrationRegion';
import { WrittenIn } from '@shared/i18n/WrittenIn';

/** The gallery and the summary: one column on phones, side by side from 'md'; the gap in theme spacing units. */
export const PRODUCT_COLUMNS = { xs: 1, md: 2 } as const;
export const PRODUCT_GAP = 4;

/** Whether two choices are the same attributes and variation. */
function sameChoice(a: ProductChoice, b: ProductChoice): boolean {
  const keys = Object.keys(a.selection);
  return (
    a.variation === b.variation &&
    keys.length === Object.keys(b.selection).length &&
    keys.every((key) => a.selection[key] === b.selection[key])
  );
}

/**
 * The single product page's content: breadcrumb, gallery, name, price, summary, the variations form (a bundle's
 * form, a grouped product's list, an external product's link), the share field, then the description and details. The choice lives in the address: it starts from the attribute_*
 * parameters, and every change rewrites them, replacing the history entry.
 */
export function ProductView({
  product,
  actions,
}: {
  product: ProductDetail;
  /** What the app adds under the form for the current choice (the wishlist button). */
  actions?: (choice: ProductChoice) => ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const attributes = product.variationAttributes;
  const [initialSelection] = useState(
    () => parseVariationQuery(new URLSearchParams(location.search), attributes).selection,
  );
  const [choice, setChoice] = useState<ProductChoice>({ selection: initialSelection, variation: null });

  const { pathname, search, hash } = location;
  const onChoiceChange = useCallback(
    (next: ProductChoice) => {
      // The form reports its first choice once mounted: the same choice keeps the page as it is, not re-rendered.
      setChoice((current) => (sameChoice(current, next) ? current : next));
      const query = writeVariationQuery(search, attributes, next.selection);
      if (query !== search) void navigate({ pathname, search: query, hash }, { replace: true });
    },
    [attributes, navigate, pathname, search, hash],
  );

  const gallery = shownGallery(product, choice.selection, choice.variation);
  const price = selectionPrice(product.variations, choice.selection as Selection) ?? product.price;
  const origin = useShareOrigin();
  const shareUrl = variationShareUrl(`${origin}${pathname}`, attributes, choice.selection);
  // Texts sent in another language than the page's (no translation yet) say so: lang, and dir from the text.
  // The gallery's pictures are as wide as its column: a phone and a desktop each fetch the rendition that fits it.
  const gallerySizes = pageGridSizes(theme, { columns: PRODUCT_COLUMNS, gap: { xs: PRODUCT_GAP } });
  // The block goes above or under the form, in the summary's column, or across the page under both columns.
  // A grouped or an external product is not bought as itself: nothing is bought together with it.
  const together = (at: readonly BlockPosition[], inColumn: boolean) =>
    boughtAsItself(product.type) && (
      <BoughtTogetherSlot at={at} inColumn={inColumn} product={product} variation={choice.variation} />
    );

  return (
    <PageContainer paddingBlock={{ xs: 2, md: 4 }} sx={{ display: 'grid', gap: 4 }}>
      <ProductBreadcrumbs categories={product.breadcrumb} productName={product.name} />
      {/* The block and the form (a bundle's too) share the add: the form's button also adds the companions ticked. */}
      <BoughtTogetherProvider>
        <Box
          sx={{
            display: 'grid',
            gap: PRODUCT_GAP,
            gridTemplateColumns: { md: `repeat(${PRODUCT_COLUMNS.md}, minmax(0, 1fr))` },
            alignItems: 'start',
          }}
        >
          <ProductGallery
            images={gallery.slides}
            active={gallery.active}
            productName={product.name}
            shareUrl={shareUrl}
            sizes={gallerySizes}
          />
          <Box sx={{ display: 'grid', gap: 2, minInlineSize: 0 }}>
            <Typography component="h1" variant="h1">
              <WrittenIn locale={product.textLocale}>{product.name}</WrittenIn>
            </Typography>
            {/* The same stars and count as the product's card, so the page does not lose what the listing showed. */}
            {product.rating.count > 0 && <Rating average={product.rating.average} count={product.rating.count} />}
            <Box sx={{ typography: 'h3' }}>
              <ShownProductPrice price={price} />
            </Box>
            {product.shortDescription.map((paragraph, i) => (
              <Typography key={i}>
                <WrittenIn locale={product.textLocale}>{paragraph}</WrittenIn>
              </Typography>
            ))}
            {together(['before'], true)}
            <ProductPurchase product={product} initialSelection={initialSelection} onChoiceChange={onChoiceChange} />
            {actions?.(choice)}
            {together(['after'], true)}
            <ProductShareField url={shareUrl} />
          </Box>
        </Box>
        {together(['below_summary'], false)}
      </BoughtTogetherProvider>
      {/* Below the first screen, links and text only: hydrated when it comes into view or is pressed. */}
      <HydrationRegion when="visible">
        <ProductDescription
          description={product.description}
          textLocale={product.textLocale}
          attributes={product.attributes}
        />
      </HydrationRegion>
    </PageContainer>
  );
}
