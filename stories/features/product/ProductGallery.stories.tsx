/**
 * The product gallery: main carousel, thumbnail strip and the lightbox it opens with the store's gallery settings
 * (by default: zoom, full screen, share and thumbnails; download and the slide show when the shop turns them on).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { ProductGallery } from '@features/product/components/ProductGallery';
import { msg, settingsRoute, storyLocale } from '../../support/api';
import { storyProduct, type ProductCase } from '../../support/product';

interface Args {
  product: ProductCase;
  active: number;
  /** A product whose pictures could not be had. */
  noPictures?: boolean;
}

function GalleryStory({ product, active, noPictures, locale }: Args & { locale: Locale }) {
  const data = storyProduct(product, locale);
  return (
    <Box sx={{ padding: 2, maxInlineSize: 560 }}>
      <ProductGallery images={noPictures ? [] : data.gallery} active={active} productName={data.name} />
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

/** No picture (one an import could not fetch): the sand frame keeps the page's layout, nothing to open. */
export const NoPictures: Story = {
  args: { noPictures: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('gallery-placeholder')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Opens the lightbox from the first slide; the open viewer. */
async function openLightbox(canvasElement: HTMLElement, locale: Locale) {
  const slide = within(canvasElement).getByRole('button', {
    name: msg(locale, 'product.gallery.open', { position: '1', total: '3' }),
  });
  await userEvent.click(slide);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** A slide opens the lightbox on that picture, with the default tools and its thumbnails, the first current. */
export const LightboxOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const viewer = await openLightbox(canvasElement, locale);
    const first = viewer.getByRole('button', {
      name: msg(locale, 'carousel.thumbnail', { position: '1', total: '3' }),
    });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(viewer.queryByRole('link', { name: msg(locale, 'lightbox.download') })).toBeNull();
    await expect(viewer.getByRole('button', { name: msg(locale, 'lightbox.zoomIn') })).toBeVisible();
  },
};

/**
 * The shop turned everything else on and zoom, full screen, share and thumbnails off: a slide show (not started
 * under reduced motion, its 'Start' control offered) and a download link, nothing more.
 */
export const LightboxShopSettings: Story = {
  parameters: {
    api: [
      settingsRoute({
        gallery: { autoplay: true, download: true, zoom: false, fullscreen: false, share: false, thumbnail: false },
      }),
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const viewer = await openLightbox(canvasElement, locale);
    await viewer.findByRole('button', { name: msg(locale, 'carousel.autoplayStart') });
    await expect(viewer.getByRole('link', { name: msg(locale, 'lightbox.download') })).toHaveAttribute('download');
    await expect(viewer.queryByRole('button', { name: msg(locale, 'lightbox.zoomIn') })).toBeNull();
    await expect(viewer.queryByRole('button', { name: msg(locale, 'lightbox.share') })).toBeNull();
    await expect(viewer.queryByRole('button', { name: /1/ })).toBeNull();
  },
};
