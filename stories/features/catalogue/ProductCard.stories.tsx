/**
 * ProductCard, with the pieces that are never used alone: CardImage (NoImage), CardLink (the stretched link),
 * StockStatus (OutOfStock, OnBackorder) and ColourSwatches (NoRating, ManyColours, PictureSwatches).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import type { Locale } from '@domain/locales';
import { ProductCard } from '@features/catalogue/components/ProductCard';
import type { ProductCardData } from '@features/catalogue/model/types';
import { expect, within } from 'storybook/test';
import { featuredProduct, LONG_PRODUCT_NAME, PRODUCT, storyLocale } from '../../support/api';
import { expectFrenchMark, frenchOnlyCard } from '../../support/untranslated';

/** A card as the grid shows it: one column's width. */
const meta = {
  title: 'Features/Catalogue/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  args: { product: featuredProduct('en', PRODUCT.plain), priority: true },
  argTypes: { product: { control: false } },
  decorators: [
    (Story) => (
      <Box sx={{ maxInlineSize: 280 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of fixture product `id` in the story's locale, edited. */
function cardStory(id: number, edit: (product: ProductCardData, locale: Locale) => ProductCardData = (p) => p): Story {
  return {
    render: (args, { globals }) => {
      const locale = storyLocale(globals);
      return <ProductCard {...args} product={edit(featuredProduct(locale, id), locale)} />;
    },
  };
}

export const Default = cardStory(PRODUCT.plain);

export const OnSale = cardStory(PRODUCT.onSale);

export const OutOfStock = cardStory(PRODUCT.plain, (p) => ({ ...p, stockStatus: 'outofstock' }));

export const OnBackorder = cardStory(PRODUCT.plain, (p) => ({ ...p, stockStatus: 'onbackorder' }));

/** Seven colours: four circles then '+3'; one colour has no swatch (an outlined empty circle). */
export const ManyColours = cardStory(PRODUCT.manyColours, (p, locale) => ({
  ...p,
  colours: [
    ...p.colours,
    { slug: 'saffron', name: locale === 'ar' ? 'زعفراني' : locale === 'fr' ? 'safran' : 'saffron', swatch: '#e0a526' },
    { slug: 'indigo', name: locale === 'ar' ? 'نيلي' : locale === 'fr' ? 'indigo' : 'indigo', swatch: '#26307a' },
    { slug: 'natural', name: locale === 'ar' ? 'طبيعي' : locale === 'fr' ? 'naturel' : 'natural', swatch: null },
  ],
}));

/** Swatches that are pictures of the glaze, beside a colour: each picture loaded lazily, filling its circle. */
export const PictureSwatches = cardStory(PRODUCT.manyColours, (p, locale) => ({
  ...p,
  colours: [
    {
      slug: 'terracotta-glaze',
      name: locale === 'ar' ? 'طلاء آجري' : locale === 'fr' ? 'émail terre cuite' : 'terracotta glaze',
      swatch: '/media/arabesque-coffee-mug-from-fes-terracotta-300-36eabe41296d.webp',
    },
    {
      slug: 'saffron-glaze',
      name: locale === 'ar' ? 'طلاء زعفراني' : locale === 'fr' ? 'émail safran' : 'saffron glaze',
      swatch: '/media/arabesque-coffee-mug-from-safi-saffron-yellow-300-0685d20d63f8.webp',
    },
    { slug: 'indigo', name: locale === 'ar' ? 'نيلي' : 'indigo', swatch: '#26307a' },
  ],
}));

/** No picture: the sand placeholder keeps the card's shape. */
export const NoImage = cardStory(PRODUCT.onSale, (p) => ({ ...p, image: null }));

/** A variable product with no rating yet: no stars at all (not five empty ones), a price range, three colours. */
export const NoRating = cardStory(PRODUCT.variable);

export const LongName = cardStory(PRODUCT.onSale, (p, locale) => ({ ...p, name: LONG_PRODUCT_NAME[locale] }));

/**
 * A product imported in French only: on an English or Arabic page its name keeps the French text, marked
 * lang="fr" dir="auto" (a screen reader speaks it in French, its punctuation stays on its side); the price and the
 * buttons stay in the page's language. On the French page nothing is marked.
 */
export const UntranslatedName: Story = {
  render: (args, { globals }) => (
    <ProductCard {...args} product={frenchOnlyCard(storyLocale(globals), PRODUCT.plain)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const name = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(name).toHaveTextContent(frenchOnlyCard(locale, PRODUCT.plain).name);
    await expectFrenchMark(name, locale);
  },
};
