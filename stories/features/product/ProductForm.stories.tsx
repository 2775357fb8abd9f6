/**
 * The variations form (ProductForm) with its parts: AttributeSwatches (colours and written sizes), VariationDetails,
 * StockStatus, ProductFactsList, AddToCartControls and AddedToCartNotice. Products are the recorded answers of
 * the real server (stories/support/product.ts); add to cart answers from the recorded carts and problems.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { ProductForm } from '@features/product/components/ProductForm';
import type { Selection } from '@domain/variations';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import { addToCartRoute, insufficientStockRoute, storyProduct, type ProductCase } from '../../support/product';

interface Args {
  product: ProductCase;
  initialSelection?: Selection;
}

function FormStory({ product, initialSelection, locale }: Args & { locale: Locale }) {
  return (
    <Box sx={{ padding: 2, maxInlineSize: 480 }}>
      <ProductForm product={storyProduct(product, locale)} initialSelection={initialSelection} />
    </Box>
  );
}

const meta = {
  title: 'Features/Product/ProductForm',
  render: (args, { globals }) => <FormStory {...args} locale={storyLocale(globals)} />,
  args: { product: 'variable' },
  parameters: { api: [addToCartRoute()] },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const terracotta: Record<Locale, string> = { en: 'terracotta', fr: 'terre cuite', ar: 'آجري' };
const indigo: Record<Locale, string> = { en: 'indigo', fr: 'bleu indigo', ar: 'نيلي' };

async function addToCart(canvasElement: HTMLElement, locale: Locale) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: msg(locale, 'product.addToCart') }));
}

/** Nothing chosen: colour swatches, the size dropdown, no reset link; add to cart says options are needed. */
export const Default: Story = {};

/** A colour and a size chosen from the address: the swatch label names the colour; price, stock and SKU follow. */
export const Chosen: Story = { args: { initialSelection: { colour: 'indigo', size: 'eu-38' } } };

/** An out-of-stock combination: marked in the dropdown, and a click on add to cart shows why it cannot be added. */
export const OutOfStock: Story = {
  args: { initialSelection: { colour: 'indigo', size: 'eu-42' } },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await addToCart(canvasElement, locale);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      msg(locale, 'product.variation.unavailable'),
    );
  },
};

/** The selection reset: the spec's reset message, the product's SKU back, focus on the first swatch. */
export const Reset: Story = {
  args: { initialSelection: { colour: 'terracotta', size: 'eu-40' } },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg(locale, 'product.resetLabel') }));
    await canvas.findByText(msgText(locale, 'product.variation.reset'));
    await waitFor(() => expect(canvas.getByRole('button', { name: terracotta[locale] })).toHaveFocus());
  },
};

/** Added: the success message and the 'View cart' link. */
export const Added: Story = {
  args: { initialSelection: { colour: 'terracotta', size: 'eu-40' } },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await addToCart(canvasElement, locale);
    await within(canvasElement).findByRole('link', { name: msg(locale, 'product.viewCart') }, API_WAIT);
  },
};

/** The server refuses (not enough stock): its problem shown inline, translated. */
export const ServerError: Story = {
  args: { initialSelection: { colour: 'indigo', size: 'eu-38' } },
  parameters: { api: [insufficientStockRoute] },
  play: async ({ canvasElement, globals }) => {
    await addToCart(canvasElement, storyLocale(globals));
    await within(canvasElement).findByRole('alert', {}, API_WAIT);
  },
};

/** A colour chosen alone: its swatch pressed, the size still to choose. */
export const ColourOnly: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const swatch = within(canvasElement).getByRole('button', { name: indigo[locale] });
    await userEvent.click(swatch);
    await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    swatch.blur();
  },
};

/** Lookup mode (too many variations to list): the choice is looked up on the server. */
export const LookupMode: Story = {
  args: { product: 'lookup', initialSelection: { colour: 'terracotta', size: 'eu-40' } },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const button = within(canvasElement).getByRole('button', { name: msg(locale, 'product.addToCart') });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), API_WAIT);
  },
};

/** A simple product on sale, 11 in stock: no selectors, the quantity and add to cart at once. */
export const Simple: Story = { args: { product: 'simple' } };

/** Sold individually: no quantity field (the quantity is 1). */
export const SoldIndividually: Story = { args: { product: 'soldIndividually' } };
