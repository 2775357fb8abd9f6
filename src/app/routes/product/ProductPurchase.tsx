import { Box } from '@mui/material';
import { ExternalProductLink } from '@shared/ui/ExternalProductLink';
import { BundleSection } from '@features/bundles/components/bundle/BundleSection';
import { GroupedProductList } from '@features/product/components/grouped/GroupedProductList';
import { ProductForm, type ProductFormProps } from '@features/product/components/ProductForm';

/** Whether the product is bought elsewhere than through its own form: the 'bought together' block stays away. */
export const boughtAsItself = (type: ProductFormProps['product']['type']) => type !== 'grouped' && type !== 'external';

/**
 * How a product is bought, on its page and in the quick view: a bundle through its bundle form, a grouped product
 * through its products' rows, an external product on its seller's site (one link, no quantity), the others through
 * the variations form.
 */
export function ProductPurchase({
  headingLevel = 2,
  ...props
}: ProductFormProps & {
  /** The level of a grouped product's list heading: under the page's h1, or the quick view's h2. */
  headingLevel?: 2 | 3;
}) {
  const { product, onAdded } = props;
  switch (product.type) {
    case 'bundle':
      return <BundleSection product={product} onAdded={onAdded} />;
    case 'grouped':
      return <GroupedProductList items={product.groupedItems} onAdded={onAdded} headingLevel={headingLevel} />;
    case 'external':
      return product.externalUrl === null ? null : (
        <Box>
          <ExternalProductLink href={product.externalUrl} text={product.buttonText} size="large" />
        </Box>
      );
    default:
      return <ProductForm {...props} />;
  }
}
