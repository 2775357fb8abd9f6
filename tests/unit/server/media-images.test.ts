import { describe, expect, it } from 'vitest';
import { RENDITION_WIDTHS } from '@domain/media';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { createShopTheme } from '@theme/create-theme';
import { pageGridSizes } from '@shared/ui/image-sizes';
import { CARD_GRID_GAP } from '@features/catalogue/components/CardGrid';
import { productColumns } from '@features/catalogue/model/home';
import { PRODUCT_COLUMNS, PRODUCT_GAP } from '@app/routes/product/ProductView';
import { CARD_SIZES, GALLERY_SIZES, toGalleryImage, toImage } from '../../../server/modules/media/images';

const renditions = RENDITION_WIDTHS.map((width) => ({
  assetId: 7,
  filename: `tagine-${width}-0123456789ab.webp`,
  width,
  height: width,
}));

describe('media pictures', () => {
  it('lists every rendition in the srcset, narrowest first, with the 600 px one as src and intrinsic size', () => {
    const image = toImage(renditions, 'A tagine', CARD_SIZES)!;
    expect(image.srcset).toBe(RENDITION_WIDTHS.map((w) => `/media/tagine-${w}-0123456789ab.webp ${w}w`).join(', '));
    expect(image).toMatchObject({ src: '/media/tagine-600-0123456789ab.webp', width: 600, height: 600 });
    expect(image.sizes).toBe(CARD_SIZES);
    expect(toImage([], 'none', CARD_SIZES)).toBeNull();
    // An asset made before the wider renditions existed keeps what it has.
    expect(toImage(renditions.slice(0, 1), 'small', CARD_SIZES)).toMatchObject({
      src: '/media/tagine-300-0123456789ab.webp',
      width: 300,
    });
  });

  it('gives a gallery picture the widest rendition for zoom and the narrowest for its thumbnail', () => {
    const image = toGalleryImage(7, renditions, 'A tagine')!;
    expect(image.full).toEqual({ src: '/media/tagine-1200-0123456789ab.webp', width: 1200, height: 1200 });
    expect(image.thumbnail).toEqual({ src: '/media/tagine-300-0123456789ab.webp', width: 300, height: 300 });
    expect(image.sizes).toBe(GALLERY_SIZES);
  });

  it("sends the sizes the shop's default layout gives its cards and its gallery", () => {
    for (const locale of ['fr', 'ar'] as const) {
      const theme = createShopTheme({ direction: locale === 'ar' ? 'rtl' : 'ltr', locale });
      expect(CARD_SIZES).toBe(
        pageGridSizes(theme, { columns: productColumns(DEFAULT_SETTINGS.listing.columns), gap: CARD_GRID_GAP }),
      );
      expect(GALLERY_SIZES).toBe(pageGridSizes(theme, { columns: PRODUCT_COLUMNS, gap: { xs: PRODUCT_GAP } }));
    }
    expect(GALLERY_SIZES).toBe(
      '(min-width: 1280px) 600px, (min-width: 768px) calc((100vw - 80px) / 2), calc(100vw - 32px)',
    );
  });
});
