/**
 * The single product page (the shell around it: App/Shell), with the product feature's parts it is made of:
 * ProductView, ProductBreadcrumbs, ProductGallery, ProductForm, ProductShareField and ProductDescription, and
 * PageContainer. The API answers from the recorded product fixtures (tests/support/fixtures/routes.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ProductRoute } from '@app/routes/product/ProductRoute';
import { ShareOriginContext } from '@shared/lib/share-origin';
import { API_WAIT, msg, pendingRoute, storyLocale } from '../../support/api';
import { productSlug } from '../../support/product';
import {
  EXTERNAL_PLAIN_SLUG,
  EXTERNAL_SLUG,
  GROUPED_SLUG,
  groupedItems,
  typedProductRoute,
} from '../../support/grouped';
import {
  expectFrenchMark,
  frenchOnlyCard,
  frenchOnlyProductRoute,
  groupedFrenchItemRoute,
} from '../../support/untranslated';

/** The shop's address in share links, the same on every run (the snapshot server's port is not). */
const SHOP_ORIGIN = 'https://zellige.example';

function AtProductRoute() {
  return (
    <ShareOriginContext value={SHOP_ORIGIN}>
      <Routes>
        <Route path="/:locale/product/:slug" element={<ProductRoute />} />
      </Routes>
    </ShareOriginContext>
  );
}

const meta = {
  title: 'App/ProductPage',
  component: AtProductRoute,
  tags: ['mobile'],
  parameters: { route: `/product/${productSlug('variable')}/` },
} satisfies Meta<typeof AtProductRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('heading', { level: 1 }, API_WAIT);
};

/** A variable product, nothing chosen. */
export const Default: Story = { play: loaded };

/** Opened from a shared link: colour and size chosen from the address, the variation's details shown. */
export const FromSharedLink: Story = {
  parameters: { route: `/product/${productSlug('variable')}/?attribute_colour=indigo&attribute_size=eu-41` },
  play: loaded,
};

/** The shopper asked to share: the address of the chosen variation, with its Copy link button. */
export const ShareOpen: Story = {
  parameters: { route: `/product/${productSlug('variable')}/?attribute_colour=indigo&attribute_size=eu-41` },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, API_WAIT);
    const share = canvas.getByRole('button', { name: msg(storyLocale(globals), 'product.shareButton') });
    await userEvent.click(share);
    await expect(share).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A simple product on sale with three pictures. */
export const SimpleProduct: Story = { parameters: { route: `/product/${productSlug('simple')}/` }, play: loaded };

/** An unknown product: the not-found page. */
export const NotFound: Story = {
  parameters: { route: '/product/no-such-product/' },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: msg(storyLocale(globals), 'notFound.title') },
      API_WAIT,
    );
  },
};

/** The product still loading: the page stays busy. */
export const Loading: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute(`/api/catalogue/products/${productSlug('variable')}`)] },
};

/**
 * A grouped product: the range of its products' prices, then its products, each with its picture, price and stock:
 * a simple one with its quantity and add to cart, a variable one's 'Select options', an out-of-stock one's 'Read
 * more'.
 */
export const GroupedProduct: Story = {
  parameters: { route: `/product/${GROUPED_SLUG}/`, api: [typedProductRoute(GROUPED_SLUG)] },
  play: loaded,
};

/** An external product: its price, then one link to the seller's site with its own words, no quantity. */
export const ExternalProduct: Story = {
  parameters: { route: `/product/${EXTERNAL_SLUG}/`, api: [typedProductRoute(EXTERNAL_SLUG)] },
  play: loaded,
};

/** An external product without button words of its own: 'Buy product'. */
export const ExternalProductDefaultText: Story = {
  parameters: { route: `/product/${EXTERNAL_PLAIN_SLUG}/`, api: [typedProductRoute(EXTERNAL_PLAIN_SLUG)] },
  play: loaded,
};

/**
 * A product imported in French only (no translation in the page's locale): its name, summary and description are
 * the French ones, marked lang="fr" dir="auto" on an English or Arabic page; the price, the form and the headings
 * stay in the page's language. On the French page nothing is marked.
 */
export const UntranslatedProduct: Story = {
  parameters: {
    route: `/product/${productSlug('simple')}/`,
    api: [frenchOnlyProductRoute(productSlug('simple'))],
  },
  play: async ({ canvasElement, globals }) => {
    const title = await within(canvasElement).findByRole('heading', { level: 1 }, API_WAIT);
    await expectFrenchMark(title, storyLocale(globals));
  },
};

/** A grouped product whose first product is in French only: that row's name alone is marked lang="fr". */
export const GroupedProductUntranslatedItem: Story = {
  parameters: { route: `/product/${GROUPED_SLUG}/`, api: [groupedFrenchItemRoute()] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const [french, translated] = groupedItems(locale).map((item, i) =>
      i === 0 ? frenchOnlyCard(locale, item.id).name : item.name,
    );
    await expectFrenchMark(await canvas.findByRole('heading', { level: 3, name: french }, API_WAIT), locale);
    await expect(canvas.getByRole('heading', { level: 3, name: translated })).not.toHaveAttribute('lang');
  },
};
