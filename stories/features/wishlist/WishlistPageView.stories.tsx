/**
 * The wishlist page's content: the visitor's list with the switcher between their lists, an empty one, and a list
 * someone shared (read-only).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { WishlistPageView } from '@features/wishlist/components/WishlistPageView';
import { PageContainer } from '@shared/ui/PageContainer';
import { API_WAIT, storyLocale } from '../../support/api';
import { wishlistOf, withWishlistUi, type WishlistFixture } from '../../support/wishlist';

const meta = {
  title: 'Features/Wishlist/WishlistPageView',
  component: WishlistPageView,
  tags: ['mobile'],
  decorators: [withWishlistUi],
  args: { list: wishlistOf('full', 'en') },
} satisfies Meta<typeof WishlistPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (which: WishlistFixture): Story['render'] =>
  (args, { globals }) => (
    <PageContainer paddingBlock={3}>
      <WishlistPageView {...args} list={wishlistOf(which, storyLocale(globals))} />
    </PageContainer>
  );

const shown: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findByRole('heading', { level: 1 }, API_WAIT);
};

/** The visitor's default list with three pieces, the switcher (they keep two lists) and the share link. */
export const Own: Story = { render: page('full'), play: shown };

/** Nothing saved yet. */
export const Empty: Story = { render: page('empty'), play: shown };

/** Someone else's list, opened by its link: a notice, no control that changes it. */
export const Shared: Story = { render: page('shared'), play: shown };
