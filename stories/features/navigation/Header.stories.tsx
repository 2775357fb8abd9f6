/**
 * The header as the shell composes it: TopBar, Logo and LogoMark (compact on phones), the primary menu on desktop
 * or the hamburger on phones (1280 px and 390 px captures), and the search, account, wishlist and cart
 * buttons handed in by the shell. Menus open: PrimaryMenu and MobileMenu stories; the top bar: TopBar stories.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '@features/navigation/components/Header';
import { AccountButton } from '@features/account/components/AccountButton';
import { WishlistButton } from '@features/wishlist/components/WishlistButton';
import { CartButton } from '@features/cart/components/CartButton';
import { SearchButton } from '@features/search/components/SearchButton';
import { forgetStoredChoices, settingsRoute } from '../../support/api';

const meta = {
  title: 'Features/Navigation/Header',
  component: Header,
  tags: ['mobile'],
  beforeEach: forgetStoredChoices,
  args: {
    actions: (
      <>
        <SearchButton categories={[]} />
        <AccountButton />
        <WishlistButton />
        <CartButton />
      </>
    ),
  },
  argTypes: { actions: { control: false } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Items in the cart (3) and the wishlist (12): the badges show them and the buttons' names say them. */
export const WithCounts: Story = {
  args: {
    actions: (
      <>
        <SearchButton categories={[]} />
        <AccountButton />
        <WishlistButton count={12} />
        <CartButton count={3} />
      </>
    ),
  },
};

/** Setting `header.centredLogo`: menu (or hamburger) at the start, logo in the middle, tools at the end. */
export const CentredLogo: Story = {
  parameters: { api: [settingsRoute({ header: { centredLogo: true } })] },
};

/** Setting `header.stickyType: 'both'`: the header stays shown whichever way the page scrolls. */
export const StickyBoth: Story = {
  parameters: { api: [settingsRoute({ header: { stickyType: 'both' } })] },
};
