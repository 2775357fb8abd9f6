/**
 * Where the product page draws the 'frequently bought together' block (BoughtTogetherSlot in ProductView): above the
 * add-to-cart form or under it, in the summary's column (two slides at a time), or under the gallery and the summary
 * across the page. The babouches with a list of our own (stories/support/together.ts), indigo 38 chosen.
 */
import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import type { BlockPosition } from '@domain/settings';
import { ProductView } from '@app/routes/product/ProductView';
import { ShareOriginContext } from '@shared/lib/share-origin';
import { API_WAIT, msg, storyLocale } from '../../support/api';
import { addTogetherRoute, STORY_COMPANIONS, togetherProduct, togetherRoute } from '../../support/together';

/** The shop's address in share links, the same on every run. */
const SHOP_ORIGIN = 'https://zellige.example';

function Page({ locale }: { locale: Locale }) {
  const product = useMemo(() => togetherProduct('babouches', locale), [locale]);
  return (
    <ShareOriginContext value={SHOP_ORIGIN}>
      <ProductView product={product} />
    </ShareOriginContext>
  );
}

const placed = (position: BlockPosition) => ({
  api: [togetherRoute({ items: STORY_COMPANIONS, settings: { position, atcButton: 'main' } }), addTogetherRoute()],
  route: `/product/${togetherProduct('babouches', 'en').slug}/?attribute_colour=indigo&attribute_size=eu-38`,
});

const meta = {
  title: 'Features/Bundles/BoughtTogetherSlot',
  tags: ['mobile'],
  render: (_args, { globals }) => <Page locale={storyLocale(globals)} />,
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: msg(storyLocale(globals), 'together.heading') },
      API_WAIT,
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'before': in the summary's column, above the add-to-cart form. */
export const BeforeTheForm: Story = { parameters: placed('before') };

/** 'after': in the summary's column, under the form and the wishlist button, above the share field. */
export const AfterTheForm: Story = { parameters: placed('after') };

/** 'below_summary' (the store's default): across the page under the gallery and the summary. */
export const BelowTheSummary: Story = { parameters: placed('below_summary') };
