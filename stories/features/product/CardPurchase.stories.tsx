/**
 * CardPurchase: a listing card's colour swatches, size buttons and button, shown in the catalogue's ProductCard as
 * listing pages give it. The variable card is the 'any size' mug: terracotta comes only in large (a colour settles
 * the variation), saffron in two sizes (a size to choose, on the card or on the product page), small only in saffron
 * and the any-size pomegranate.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@mui/material';
import type { Locale } from '@domain/locales';
import { CardPurchaseContext, type CardPurchaseProps } from '@features/catalogue/card-purchase';
import { ProductCard } from '@features/catalogue/components/ProductCard';
import type { ProductCardData } from '@features/catalogue/model/types';
import { CardPurchase } from '@features/product/components/CardPurchase';
import { API_WAIT, featuredProduct, msg, PRODUCT, storyLocale } from '../../support/api';
import { addToCartRoute, insufficientStockRoute, storyProduct } from '../../support/product';
import { EXTERNAL_PLAIN_SLUG, EXTERNAL_SLUG, GROUPED_SLUG, typedCard } from '../../support/grouped';

const renderPurchase = (props: CardPurchaseProps) => <CardPurchase {...props} />;

/** The mug's card in a locale, built from its recorded product answer as the listing would send it. */
function mugCard(locale: Locale): ProductCardData {
  const detail = storyProduct('anySize', locale);
  const picture = detail.gallery[0] ?? null;
  const colour = detail.variationAttributes.find((a) => a.type === 'colour');
  return {
    ...featuredProduct(locale, PRODUCT.variable),
    id: detail.id,
    slug: detail.slug,
    type: 'variable',
    name: detail.name,
    price: detail.price,
    onSale: detail.onSale,
    stockStatus: detail.stockStatus,
    image: picture && {
      src: picture.src,
      srcset: picture.srcset,
      sizes: '280px',
      width: picture.width,
      height: picture.height,
      alt: picture.alt,
    },
    colours: (colour?.terms ?? []).map(({ slug, name, swatch }) => ({ slug, name, swatch })),
    options: detail.variationAttributes
      .filter((a) => a.type !== 'colour')
      .map((a) => ({ attribute: a.slug, name: a.name, terms: a.terms.map(({ slug, name }) => ({ slug, name })) })),
  };
}

function cardStory(card: (locale: Locale) => ProductCardData): Story {
  return {
    render: (_args, { globals }) => (
      <CardPurchaseContext value={renderPurchase}>
        <ProductCard product={card(storyLocale(globals))} priority />
      </CardPurchaseContext>
    ),
  };
}

const meta = {
  title: 'Features/Product/CardPurchase',
  component: CardPurchase,
  parameters: { layout: 'padded', api: [addToCartRoute()] },
  // The stories render the whole card (the component reports the shown price and picture to it).
  args: { product: mugCard('en'), onShownChange: () => undefined },
  argTypes: { product: { control: false }, onShownChange: { control: false } },
  decorators: [
    (Story) => (
      <Box sx={{ maxInlineSize: 280 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CardPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing a colour's swatch; returns the card's canvas. */
async function chooseColour(canvasElement: HTMLElement, locale: Locale, term: string) {
  const canvas = within(canvasElement);
  const name = mugCard(locale).colours.find((c) => c.slug === term)!.name;
  await userEvent.click(canvas.getByRole('button', { name }));
  return canvas;
}

const action = (locale: Locale, id: string) =>
  msg(locale, 'product.card.actionLabel', { action: msg(locale, id), name: mugCard(locale).name });

/** Nothing chosen: 'Select options' leads to the product page. */
export const SelectOptions: Story = {
  ...cardStory(mugCard),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await expect(
      within(canvasElement).getByRole('link', { name: action(locale, 'product.card.selectOptions') }),
    ).toBeVisible();
  },
};

/** Terracotta leaves one size: its variation's price and 'Add to cart', with 'Clear'. */
export const ColourChosen: Story = {
  ...cardStory(mugCard),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await chooseColour(canvasElement, locale, 'terracotta');
    await expect(
      await canvas.findByRole('button', { name: action(locale, 'product.addToCart') }, API_WAIT),
    ).toBeVisible();
  },
};

/** Saffron comes in two sizes: still 'Select options', now carrying the colour to the product page. */
export const ChoiceNeedsProductPage: Story = {
  ...cardStory(mugCard),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await chooseColour(canvasElement, locale, 'saffron');
    await waitFor(
      () =>
        expect(canvas.getByRole('link', { name: action(locale, 'product.card.selectOptions') })).toHaveAttribute(
          'href',
          expect.stringContaining('attribute_colour=saffron'),
        ),
      API_WAIT,
    );
  },
};

/** A size pressed first: the colours it does not come in are unavailable, and the choice waits for a colour. */
export const SizeChosen: Story = {
  ...cardStory(mugCard),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const card = mugCard(locale);
    const canvas = within(canvasElement);
    const small = card.options[0]!.terms.find((t) => t.slug === 'small')!.name;
    await userEvent.click(canvas.getByRole('button', { name: small }));
    const terracotta = card.colours.find((c) => c.slug === 'terracotta')!.name;
    await canvas.findByRole(
      'button',
      { name: msg(locale, 'product.swatch.unavailable', { term: terracotta }) },
      API_WAIT,
    );
  },
};

/** Saffron, then small on the card's size buttons: the variation is settled there, with 'Add to cart'. */
export const ColourAndSizeChosen: Story = {
  ...cardStory(mugCard),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await chooseColour(canvasElement, locale, 'saffron');
    const small = mugCard(locale).options[0]!.terms.find((t) => t.slug === 'small')!.name;
    await userEvent.click(canvas.getByRole('button', { name: small }));
    await expect(
      await canvas.findByRole('button', { name: action(locale, 'product.addToCart') }, API_WAIT),
    ).toBeVisible();
  },
};

/** After an add: the 'added' sentence and 'View cart'. */
export const Added: Story = {
  ...cardStory(mugCard),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await chooseColour(canvasElement, locale, 'terracotta');
    await userEvent.click(await canvas.findByRole('button', { name: action(locale, 'product.addToCart') }, API_WAIT));
    await expect(await canvas.findByRole('link', { name: msg(locale, 'product.viewCart') }, API_WAIT)).toBeVisible();
  },
};

/** The server refuses (not enough stock): its words, in the card. */
export const Refused: Story = {
  ...cardStory(mugCard),
  parameters: { api: [insufficientStockRoute] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = await chooseColour(canvasElement, locale, 'terracotta');
    await userEvent.click(await canvas.findByRole('button', { name: action(locale, 'product.addToCart') }, API_WAIT));
    await expect(await canvas.findByRole('alert', {}, API_WAIT)).toBeVisible();
  },
};

/** A simple product in stock: 'Add to cart' at once. */
export const SimpleInStock: Story = cardStory((locale) => featuredProduct(locale, PRODUCT.plain));

/** A simple product out of stock: 'Read more', to its page. */
export const ReadMore: Story = cardStory((locale) => ({
  ...featuredProduct(locale, PRODUCT.plain),
  stockStatus: 'outofstock',
}));

/** A grouped product: its range of prices, and 'View products', to its page (its products are bought there). */
export const GroupedProduct: Story = cardStory((locale) => typedCard(GROUPED_SLUG, locale));

/** An external product: its own button words, a link to the seller's site (described as leaving the shop). */
export const ExternalProduct: Story = cardStory((locale) => typedCard(EXTERNAL_SLUG, locale));

/** An external product without words of its own: 'Buy product'. */
export const ExternalProductDefaultText: Story = cardStory((locale) => typedCard(EXTERNAL_PLAIN_SLUG, locale));
