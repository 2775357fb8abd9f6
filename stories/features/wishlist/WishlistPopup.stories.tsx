/**
 * The wishlist popup with WishlistContent and its parts: WishlistItemRow, NoteEditor, ShareLink and ConfirmDialog.
 * Lists are the recorded answers of the real server (stories/support/wishlist.tsx).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { WishlistPopup } from '@features/wishlist/components/WishlistPopup';
import { API_WAIT, failingRoute, msg, pendingRoute, storyLocale, msgText } from '../../support/api';
import { wishlistOf, wishlistRoute, withWishlistUi } from '../../support/wishlist';

const meta = {
  title: 'Features/Wishlist/WishlistPopup',
  component: WishlistPopup,
  tags: ['mobile'],
  decorators: [withWishlistUi],
  args: { id: 'wishlist-popup', open: true, onClose: () => undefined },
  parameters: { api: [wishlistRoute('full')] },
} satisfies Meta<typeof WishlistPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const popup = (locale: Locale) => screen.findByRole('dialog', { name: msg(locale, 'wishlist.title') }, API_WAIT);
const itemsShown = async (locale: Locale) => within(await popup(locale)).findAllByRole('listitem', {}, API_WAIT);

/** Three saved pieces (a variation with its attributes, a note on one), the share link and the controls. */
export const WithItems: Story = { play: async ({ globals }) => void (await itemsShown(storyLocale(globals))) };

/** Just after an add (button_action 'list'): the notice says what was added. */
export const WithNotice: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const name = wishlistOf('full', locale).items[0]!.product.name;
    return <WishlistPopup {...args} notice={msg(locale, 'wishlist.added', { name })} />;
  },
  play: WithItems.play,
};

/** Nothing saved: it says so; no 'Empty wishlist' and no share link. */
export const Empty: Story = {
  parameters: { api: [wishlistRoute('empty')] },
  play: async ({ globals }) => {
    await screen.findByText(msgText(storyLocale(globals), 'wishlist.empty'), {}, API_WAIT);
  },
};

/** The first open, the list on its way. */
export const Loading: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/wishlist')] },
  play: async ({ globals }) => {
    await screen.findByText(msgText(storyLocale(globals), 'wishlist.loading'), {}, API_WAIT);
  },
};

/** The list could not be read: a retry. */
export const LoadError: Story = {
  parameters: { api: [failingRoute('/api/wishlist')] },
  play: async ({ globals }) => {
    await screen.findByText(msgText(storyLocale(globals), 'wishlist.loadError'), {}, API_WAIT);
  },
};

/** 'Add note' pressed on the first piece: the field in the note's place, with its counter. */
export const NoteEditing: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await itemsShown(locale);
    const add = msg(locale, 'wishlist.note.add');
    await userEvent.click((await screen.findAllByRole('button', { name: (name) => name.startsWith(add) }))[0]!);
    const label = msg(locale, 'wishlist.note.label').split('{')[0]!;
    await userEvent.type(await screen.findByRole('textbox', { name: (name) => name.startsWith(label) }), 'Amina');
  },
};

/** 'Empty wishlist' pressed: the confirmation, Cancel focused. */
export const ConfirmEmpty: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await itemsShown(locale);
    await userEvent.click(await screen.findByRole('button', { name: msg(locale, 'wishlist.emptyAction') }));
    await screen.findByRole('alertdialog', {}, API_WAIT);
  },
};
