/** A product in the list layout ('grid-one'): picture at the start, details and short description beside it. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@domain/locales';
import { ListingProductRow } from '@features/catalogue/components/listing/ListingProductRow';
import type { ProductCardData } from '@features/catalogue/model/types';
import { featuredProduct, LONG_PRODUCT_NAME, PRODUCT, storyLocale } from '../../../support/api';

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
