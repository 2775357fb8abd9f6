/** A product in the list layout ('grid-one'): picture at the start, details and short description beside it. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@domain/locales';
import { ListingProductRow } from '@features/catalogue/components/listing/ListingProductRow';
import type { ProductCardData } from '@features/catalogue/model/types';
import { within } from 'storybook/test';
import { featuredProduct, LONG_PRODUCT_NAME, PRODUCT, storyLocale } from '../../../support/api';
import { expectFrenchMark, frenchOnlyCard } from '../../../support/untranslated';

const meta = {
  title: 'Features/Catalogue/Listing/ListingProductRow',
  component: ListingProductRow,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { product: featuredProduct('en', PRODUCT.plain), priority: true },
  argTypes: { product: { control: false } },
} satisfies Meta<typeof ListingProductRow>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowStory(id: number, edit: (product: ProductCardData, locale: Locale) => ProductCardData = (p) => p): Story {
  return {
    render: (args, { globals }) => {
      const locale = storyLocale(globals);
      return <ListingProductRow {...args} product={edit(featuredProduct(locale, id), locale)} />;
    },
  };
}

export const Default = rowStory(PRODUCT.plain);

export const OnSaleVariable = rowStory(PRODUCT.onSale);

export const ManyColours = rowStory(PRODUCT.manyColours);

export const LongName = rowStory(PRODUCT.plain, (p, locale) => ({
  ...p,
  name: LONG_PRODUCT_NAME[locale],
  image: null,
}));

/**
 * A product imported in French only: its name and short description keep the French text, marked lang="fr"
 * dir="auto" on an English or Arabic page; the price, stock and buttons stay in the page's language.
 */
export const UntranslatedTexts: Story = {
  render: (args, { globals }) => (
    <ListingProductRow {...args} product={frenchOnlyCard(storyLocale(globals), PRODUCT.plain)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await expectFrenchMark(within(canvasElement).getByRole('heading', { level: 3 }), locale);
  },
};
