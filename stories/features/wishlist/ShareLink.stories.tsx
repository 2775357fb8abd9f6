/** The wishlist's share link and its copy button, with both outcomes of the copy. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ShareLink } from '@features/wishlist/components/ShareLink';
import { wishlistShareUrl } from '@features/wishlist/model/share';
import { API_WAIT, msg, msgText, storyLocale } from '../../support/api';
import { SHOP_ORIGIN, wishlistOf } from '../../support/wishlist';

const meta = {
  title: 'Features/Wishlist/ShareLink',
  component: ShareLink,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  // The recorded list's link: its key and its share token.
  args: { url: wishlistShareUrl(SHOP_ORIGIN, 'fr', wishlistOf('full', 'fr'))!, writeText: () => Promise.resolve() },
} satisfies Meta<typeof ShareLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy =
  (outcome: string): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg(locale, 'wishlist.share.copy') }));
    await canvas.findByText((text) => text.startsWith(msgText(locale, outcome).split('{')[0]!.trim()), {}, API_WAIT);
  };

/** The link, ready to copy. */
export const Ready: Story = {};

/** Copied: 'Copied the wishlist link: {url}', the address kept left to right in Arabic. */
export const Copied: Story = { play: copy('wishlist.share.copied') };

/** The browser refused the clipboard: 'Failure to copy!'. */
export const CopyFailed: Story = {
  args: { writeText: () => Promise.reject(new Error('denied')) },
  play: copy('wishlist.share.failed'),
};
