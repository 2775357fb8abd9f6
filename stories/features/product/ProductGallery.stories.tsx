/** The product gallery: main carousel, thumbnail strip and the lightbox it opens (recorded product pictures). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { ProductGallery } from '@features/product/components/ProductGallery';
import { msg, storyLocale } from '../../support/api';
import { storyProduct, type ProductCase } from '../../support/product';

interface Args {
  product: ProductCase;
  active: number;
}

function GalleryStory({ product, active, locale }: Args & { locale: Locale }) {
  const data = storyProduct(product, locale);
  return (
    <Box sx={{ padding: 2, maxInlineSize: 560 }}>
      <ProductGallery images={data.gallery} active={active} productName={data.name} />
    </Box>
  );
}

const meta = {
  title: 'Features/Product/ProductGallery',
  render: (args, { globals }) => <GalleryStory {...args} locale={storyLocale(globals)} />,
  args: { product: 'simple', active: 0 },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three pictures: the first shown, its thumbnail current. */
export const Default: Story = {};

/** A chosen colour's picture: the carousel moved to the second slide. */
export const VariationImage: Story = { args: { product: 'variable', active: 1 } };

/** A slide opens the lightbox on that picture. */
export const LightboxOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const slide = within(canvasElement).getByRole('button', {
      name: msg(locale, 'product.gallery.open', { position: '1', total: '3' }),
    });
    await userEvent.click(slide);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
