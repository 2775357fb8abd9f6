/**
 * The quick view (opened from a card's button: see Features/Catalogue/ProductCard), with QuickViewContent. It hosts
 * the product page's ProductForm; the API answers from the recorded product fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { QuickViewDialog } from '@app/routes/quick-view/QuickViewDialog';
import { API_WAIT, failingRoute, msg, pendingRoute, storyLocale } from '../../support/api';
import { productSlug } from '../../support/product';
import { EXTERNAL_SLUG, GROUPED_SLUG, typedProductRoute } from '../../support/grouped';
import { expectFrenchMark, frenchOnlyProductRoute } from '../../support/untranslated';

const meta = {
  title: 'App/QuickViewDialog',
  component: QuickViewDialog,
  tags: ['mobile'],
  args: { slug: productSlug('variable'), open: true, onClose: () => undefined, onAdded: () => undefined },
  argTypes: { slug: { control: false } },
} satisfies Meta<typeof QuickViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal: its parts are found on the whole page. */
const formShown: Story['play'] = async ({ globals }) => {
  await screen.findByRole('button', { name: msg(storyLocale(globals), 'product.addToCart') }, API_WAIT);
};

/** A variable product, nothing chosen: colour swatches, a size list, the link to the full page. */
export const VariableProduct: Story = { play: formShown };

/** A simple product on sale: its quantity and add to cart at once. */
export const SimpleProduct: Story = { args: { slug: productSlug('simple') }, play: formShown };

/** The product is still on its way: a busy dialog that says so. */
export const Loading: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute(`/api/catalogue/products/${productSlug('variable')}`)] },
  play: async ({ globals }) => {
    await screen.findByRole('dialog', { name: msg(storyLocale(globals), 'product.loading') }, API_WAIT);
  },
};

/** The server could not answer: the dialog says so and offers to try again. */
export const LoadError: Story = {
  parameters: { api: [failingRoute(`/api/catalogue/products/${productSlug('variable')}`)] },
  play: async ({ globals }) => {
    await screen.findByRole('button', { name: msg(storyLocale(globals), 'product.quickView.retry') }, API_WAIT);
  },
};

/** The product was removed since the listing was shown (404). */
export const NotFound: Story = {
  args: { slug: 'no-such-product' },
  play: async ({ globals }) => {
    await screen.findByRole('dialog', { name: msg(storyLocale(globals), 'product.quickView.notFound') }, API_WAIT);
  },
};

/** A grouped product: its products' list, each bought on its own (the list's heading under the dialog's title). */
export const GroupedProduct: Story = {
  args: { slug: GROUPED_SLUG },
  parameters: { api: [typedProductRoute(GROUPED_SLUG)] },
  play: async ({ globals }) => {
    await screen.findByRole('region', { name: msg(storyLocale(globals), 'product.grouped.heading') }, API_WAIT);
  },
};

/** An external product: the link to the seller's site instead of the quantity and the add. */
export const ExternalProduct: Story = {
  args: { slug: EXTERNAL_SLUG },
  parameters: { api: [typedProductRoute(EXTERNAL_SLUG)] },
  // The seller's link, once the product has come (its words are the product's own or the shop's).
  play: async () => {
    await waitFor(
      () => expect(document.querySelector('a[rel~="nofollow"][href^="https://"]')).not.toBeNull(),
      API_WAIT,
    );
  },
};

/**
 * A product imported in French only: the dialog's title and the summary keep the French text, marked lang="fr"
 * dir="auto" on an English or Arabic page (the dialog is still named by it); on the French page nothing is marked.
 */
export const UntranslatedProduct: Story = {
  args: { slug: productSlug('simple') },
  parameters: { api: [frenchOnlyProductRoute(productSlug('simple'))] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await screen.findByRole('button', { name: msg(locale, 'product.addToCart') }, API_WAIT);
    await expectFrenchMark(screen.getByRole('heading', { level: 2 }), locale);
  },
};
