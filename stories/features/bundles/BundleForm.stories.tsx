/**
 * The bundle form (BundleForm) with its parts: BundleItemRow, BundleItemVariations, BundleItemQuantity,
 * BundlePriceLine and BundleAlert. Each bundle is made of recorded products (stories/support/bundles.ts) with rules
 * of its own, fetched from the bundle endpoint as the page does; add to cart answers from the recorded cart. One
 * story has the page's 'frequently bought together' block beside the form.
 */
import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { useGetBundleQuery } from '@features/bundles/api';
import { BundleForm } from '@features/bundles/components/bundle/BundleForm';
import { BoughtTogetherBlock } from '@features/bundles/components/together/BoughtTogetherBlock';
import { BoughtTogetherProvider, ShownProductPrice } from '@entities/companions/BoughtTogetherContext';
import { fixture } from '../../../tests/support/fixtures/routes';
import { PRODUCT_CASES } from '../../../tests/support/fixtures/product-cases';
import type { MockRoute } from '../../../tests/support/mock-fetch';
import { API_WAIT, msg, pendingRoute, settingsRoute, storyLocale } from '../../support/api';
import {
  BUNDLE_ID,
  INDIGO_38,
  INDIGO_42,
  bundleProblemBody,
  bundleProduct,
  bundleRoute,
  type StoryBundle,
} from '../../support/bundles';
import { togetherRoute, type StoryTogether } from '../../support/together';

interface Args {
  bundle: StoryBundle;
  /** The page's 'frequently bought together' block beside the form, as on the bundle's page. */
  withBlock?: boolean;
}

function BundleStory({ bundle, withBlock = false, locale }: Args & { locale: Locale }) {
  const { data } = useGetBundleQuery({ productId: BUNDLE_ID, locale });
  const product = useMemo(() => bundleProduct(locale, bundle.own), [locale, bundle.own]);
  const form = data && <BundleForm bundle={data} product={product} />;
  return (
    <Box aria-busy={!data || undefined} sx={{ padding: 2, maxInlineSize: 720, display: 'grid', gap: 3 }}>
      {withBlock ? (
        <BoughtTogetherProvider>
          <Box sx={{ typography: 'h3' }}>
            <ShownProductPrice price={product.price} />
          </Box>
          {form}
          <BoughtTogetherBlock product={product} variation={null} />
        </BoughtTogetherProvider>
      ) : (
        form
      )}
    </Box>
  );
}

const ADD_PATH = '/api/cart/bundles';

/** Add to cart answered with the recorded full cart. */
const addedRoute: MockRoute = {
  method: 'POST',
  path: ADD_PATH,
  handler: (request) => {
    const locale = new URL(request.url).searchParams.get('locale');
    return { body: fixture('cart:full', locale === 'fr' || locale === 'ar' ? locale : 'en') };
  },
};

/** A story of one bundle: its endpoint, and add to cart (accepted unless the story says otherwise). */
const story = (bundle: StoryBundle, routes: MockRoute[] = [addedRoute]) => ({
  args: { bundle },
  parameters: { api: [bundleRoute(bundle), ...routes] },
});

const meta = {
  title: 'Features/Bundles/BundleForm',
  render: (args, { globals }) => <BundleStory {...args} locale={storyLocale(globals)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const OPTIONAL = { optional: true, min: 2, max: 6 } as const;

/** A mug on sale and the babouches, which the shopper chooses a colour and size of. */
const WITH_BABOUCHES: StoryBundle = {
  items: [
    { part: 'mug', quantity: 1 },
    { part: 'babouches', quantity: 1 },
  ],
};

/** An optional bundle: each item from 0 up (the rug at most 1), 2 to 6 products in all, 50 DH off. */
const optionalBundle = (mug: number, rug = 0, babouches = 0): StoryBundle => ({
  rules: { ...OPTIONAL, discountAmount: 5000 },
  items: [
    { part: 'mug', quantity: mug, maxQty: 6 },
    { part: 'rug', quantity: rug, maxQty: 1 },
    { part: 'babouches', quantity: babouches, maxQty: 2 },
  ],
});

const formShown = async (canvasElement: HTMLElement, locale: Locale) =>
  within(canvasElement).findByRole('list', { name: msg(locale, 'bundle.items') }, API_WAIT);

async function pressAdd(canvasElement: HTMLElement, locale: Locale) {
  await formShown(canvasElement, locale);
  await userEvent.click(within(canvasElement).getByRole('button', { name: msg(locale, 'product.addToCart') }));
}

/** Sold at the bundle's own price, struck through beside its regular price, with a price suffix; '× 2' quantities. */
export const FixedPrice: Story = story({
  rules: { fixedPrice: true },
  own: { price: 1_050_000, regularPrice: 1_126_500 },
  priceSuffix: { en: 'incl. VAT', fr: 'TTC', ar: 'شامل الضريبة' },
  items: [
    { part: 'mug', quantity: 2 },
    { part: 'rug', quantity: 1 },
  ],
});

/** 10% off every item (each price rounded): the items' discounted prices, the total and '(saved 10%)'. */
export const Percentage: Story = story({
  rules: { discount: 10 },
  items: [
    { part: 'mug', quantity: 2 },
    { part: 'babouches', quantity: 1, variationId: INDIGO_38 },
  ],
});

/** The store shows each item's subtotal (price × quantity) under its name. */
export const SubtotalUnderName: Story = {
  ...Percentage,
  parameters: {
    api: [...Percentage.parameters!.api, settingsRoute({ bundles: { bundledPrice: 'subtotal_under_name' } })],
  },
};

/**
 * With the page's block: a mug at 90 %, ticked. 'Bundle price:' and the price under the name add it; the block's
 * 'this' is the bundle as chosen; the bundle's one button adds both, with the block's count.
 */
const WITH_COMPANION: StoryTogether = { settings: { optional: true }, items: [{ product: 'mug', newPrice: '90%' }] };
export const WithBoughtTogether: Story = {
  args: { bundle: Percentage.args.bundle, withBlock: true },
  parameters: { api: [...Percentage.parameters!.api, togetherRoute(WITH_COMPANION)] },
};

/** An optional bundle at its start: nothing chosen, so the alert asks for a product and the button says why. */
export const OptionalStart: Story = story(optionalBundle(0));

/** One product where the bundle wants at least 2: the minimum quantity message, 'Selected: 1'. */
export const BelowMinimum: Story = story(optionalBundle(1));

/** Two mugs: ready, 50 DH off shown as a price, 'Selected: 2'; plus and minus step each item. */
export const Ready: Story = {
  ...story(optionalBundle(2)),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await formShown(canvasElement, locale);
    const add = within(canvasElement).getByRole('button', { name: msg(locale, 'product.addToCart') });
    await expect(add).not.toHaveAttribute('aria-disabled');
  },
};

/** Too many products for the bundle's maximum of 6 (6 mugs and the rug). */
export const OverMaximumQuantity: Story = story(optionalBundle(6, 1));

/** The babouches' colour and size not chosen yet: the variation message names them. */
export const VariationNotChosen: Story = story(WITH_BABOUCHES);

/** Indigo, size 38 chosen: its price, stock, picture and description; the bundle is ready. */
export const VariationChosen: Story = {
  ...story(WITH_BABOUCHES),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await formShown(canvasElement, locale);
    const babouches = fixture<{
      attributes: Array<{ slug: string; name: string; terms: Array<{ slug: string; name: string }> }>;
    }>(`catalogue/product:${PRODUCT_CASES.variable}`, locale);
    const colour = babouches.attributes.find((a) => a.slug === 'colour')!;
    const size = babouches.attributes.find((a) => a.slug === 'size')!;
    await userEvent.click(canvas.getByRole('button', { name: colour.terms.find((t) => t.slug === 'indigo')!.name }));
    const sizes = within(canvas.getByRole('group', { name: size.name }));
    await userEvent.click(sizes.getByRole('button', { name: size.terms.find((t) => t.slug === 'eu-38')!.name }));
    const add = canvas.getByRole('button', { name: msg(locale, 'product.addToCart') });
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The total over the bundle's maximum amount (200 DH): the amount shown as a price. */
export const OverTotalMaximum: Story = story({
  rules: { totalMax: 20_000 },
  items: [{ part: 'mug', quantity: 2 }],
});

/** An optional bundle holding the babouches in indigo, size 42, which is out of stock: remove it, says the alert. */
export const UnpurchasableItem: Story = story({
  rules: OPTIONAL,
  items: [
    { part: 'mug', quantity: 2, maxQty: 6 },
    { part: 'babouches', quantity: 1, maxQty: 2, variationId: INDIGO_42 },
  ],
});

/** Add pressed, the server refuses (the mug sold out meanwhile): its sentence in the alert, after the mug's name. */
export const ServerRefusal: Story = {
  ...story(optionalBundle(2), [
    {
      method: 'POST',
      path: ADD_PATH,
      handler: (request) => {
        const locale = new URL(request.url).searchParams.get('locale');
        const l = locale === 'fr' || locale === 'ar' ? locale : 'en';
        const name = fixture<{ name: string }>(`catalogue/product:${PRODUCT_CASES.simple}`, l).name;
        return { status: 409, body: bundleProblemBody('out_of_stock', 'body.items.0', { name }) };
      },
    },
  ]),
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await pressAdd(canvasElement, locale);
    await within(canvasElement).findByRole('alert', {}, API_WAIT);
  },
};

/** Add pressed and the cart not answered yet: the button says it is adding, and is busy. */
export const Adding: Story = {
  ...story(optionalBundle(2), [pendingRoute(ADD_PATH, 'POST')]),
  tags: ['busy'],
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await pressAdd(canvasElement, locale);
    await within(canvasElement).findByRole('button', { name: msg(locale, 'product.adding') }, API_WAIT);
  },
};
